import { describe, expect, it } from 'vitest';
import { view } from '../testing/subscription-view.fixture';
import { heldView } from './paypal-cancellation-hold.rules';

const hold = { suspendedAt: '2026-11-27T10:00:00.000Z', endsAt: '2026-12-20T08:00:00.000Z' };
const END = Date.parse(hold.endsAt) / 1000;
const suspended = view({
  provider: 'paypal',
  id: 'I-HELD',
  status: 'active',
  pause_collection: { behavior: 'void', resumes_at: null },
  current_period_end: null,
});

describe('heldView', () => {
  it('shows a held subscription as cancelled at its period end, premium until the paid end', () => {
    expect(heldView(suspended, hold, new Date('2026-12-01T00:00:00Z'))).toMatchObject({
      status: 'active',
      pause_collection: null,
      canceled_at: Date.parse(hold.suspendedAt) / 1000,
      current_period_end: END,
      metadata: expect.objectContaining({ cancellationHeld: 'true' }),
    });
  });

  it('shows it ended from the paid end on', () => {
    expect(heldView(suspended, hold, new Date(hold.endsAt)).status).toBe('canceled');
  });

  it.each([
    ['reactivated at PayPal', { ...suspended, pause_collection: null }],
    ['a Stripe subscription', { ...suspended, provider: 'stripe' as const }],
  ])('leaves %s as the provider has it', (_name, subscription) => {
    expect(heldView(subscription, hold, new Date('2026-12-01T00:00:00Z'))).toEqual(subscription);
  });
});
