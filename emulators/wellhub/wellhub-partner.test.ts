import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type WellhubPartner, startWellhubPartner } from './wellhub-partner.js';

const KEY = 'partner-test-key';

describe('Wellhub partner stand-in', () => {
  let partner: WellhubPartner;
  beforeAll(async () => {
    partner = await startWellhubPartner({ port: 0, apiKey: KEY });
  });
  beforeEach(() => partner.reset());
  afterAll(() => partner.close());

  const check = (id: string, key = KEY) =>
    fetch(`${partner.url}/v1/users/${id}/entitlement`, {
      headers: { authorization: `Bearer ${key}` },
    });
  const admin = (method: string, id: string, body?: unknown) =>
    fetch(`${partner.url}/_emulator/entitlements/${id}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });

  it('answers active for a member it was told nothing about, and counts the checks', async () => {
    const answer = await check('gp-1');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ gympass_user_id: 'gp-1', status: 'active' });
    expect(partner.checks('gp-1')).toBe(1);
    expect(await (await admin('GET', 'gp-1')).json()).toEqual({
      gympass_user_id: 'gp-1',
      status: 'active',
      checks: 1,
    });
  });

  it('ends and grants again through the admin endpoint', async () => {
    expect((await admin('PUT', 'gp-2', { status: 'canceled' })).status).toBe(200);
    expect(await (await check('gp-2')).json()).toMatchObject({ status: 'canceled' });
    partner.set('gp-2', 'active');
    expect(await (await check('gp-2')).json()).toMatchObject({ status: 'active' });
  });

  it('refuses a wrong key and a wrong status', async () => {
    expect((await check('gp-3', 'wrong')).status).toBe(401);
    expect(partner.checks()).toBe(0);
    expect((await admin('PUT', 'gp-3', { status: 'gone' })).status).toBe(400);
    expect((await fetch(`${partner.url}/v1/other`)).status).toBe(404);
  });

  it('forgets everything on DELETE', async () => {
    partner.set('gp-4', 'canceled');
    await check('gp-4');
    const reset = await fetch(`${partner.url}/_emulator/entitlements`, { method: 'DELETE' });
    expect(reset.status).toBe(204);
    expect(await (await admin('GET', 'gp-4')).json()).toMatchObject({
      status: 'active',
      checks: 0,
    });
  });
});
