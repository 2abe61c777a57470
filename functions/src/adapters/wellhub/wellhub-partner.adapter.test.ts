import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WellhubPartner } from '@fastwell/emulators/wellhub';
import { startPartner } from '../../testing/wellhub-partner';
import { WellhubPartnerAdapter } from './wellhub-partner.adapter';

describe('WellhubPartnerAdapter (provisional) against the stand-in', () => {
  let partner: WellhubPartner;
  let adapter: WellhubPartnerAdapter;
  beforeAll(async () => {
    ({ partner, adapter } = await startPartner());
  });
  afterAll(() => partner.close());

  it('answers active, then ended once the partner ended it', async () => {
    expect(await adapter.entitlement('gp-a/1')).toBe('active');
    partner.set('gp-a/1', 'canceled');
    expect(await adapter.entitlement('gp-a/1')).toBe('ended');
  });

  it('rejects when the partner refuses our key (nothing is ended on our side)', async () => {
    const wrong = new WellhubPartnerAdapter({ apiUrl: partner.url, apiKey: 'wrong' });
    await expect(wrong.entitlement('gp-b')).rejects.toThrow('401');
  });
});

describe('WellhubPartnerAdapter answers', () => {
  const answering = (status: number, body: unknown) =>
    new WellhubPartnerAdapter(
      { apiUrl: 'https://partner.test', apiKey: 'k' },
      async () => new Response(JSON.stringify(body), { status }),
    );

  it.each([
    [200, { status: 'ACTIVE' }, 'active'],
    [200, { status: 'canceled' }, 'ended'],
    [200, { status: 'suspended' }, 'ended'],
    [404, { error: 'user_not_found' }, 'ended'],
  ])('%i %j → %s', async (status, body, expected) => {
    expect(await answering(status, body).entitlement('gp-1')).toBe(expected);
  });

  it.each([
    [503, { error: 'down' }],
    [200, { unexpected: true }],
  ])('%i %j → rejects (left as it is until the next run)', async (status, body) => {
    await expect(answering(status, body).entitlement('gp-1')).rejects.toThrow();
  });
});
