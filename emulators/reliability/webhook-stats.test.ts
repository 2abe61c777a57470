import { describe, expect, it } from 'vitest';
import { paypalWebhookStats, stripeWebhookStats } from './webhook-stats.js';

describe('stripeWebhookStats', () => {
  it('counts attempts, failures, extra deliveries and events never acknowledged', () => {
    const stats = stripeWebhookStats(
      [
        { event_id: 'evt_seed', succeeded: true },
        { event_id: 'evt_1', succeeded: false },
        { event_id: 'evt_1', succeeded: true },
        { event_id: 'evt_1', succeeded: true },
        { event_id: 'evt_2', succeeded: true },
        { event_id: 'evt_3', succeeded: false },
        { event_id: 'evt_3', succeeded: false },
      ],
      new Set(['evt_seed']),
    );
    expect(stats).toEqual({
      events: 3,
      attempts: 6,
      failedAttempts: 3,
      duplicatesDelivered: 1,
      undelivered: 1,
      undeliveredIds: ['evt_3'],
    });
  });
});

describe('paypalWebhookStats', () => {
  it('counts per delivery (a duplicated event has two) and its attempts', () => {
    const delivery = (state: string, statuses: (number | null)[]) => ({
      state,
      attempts: statuses.map((status) => ({ status })),
    });
    const stats = paypalWebhookStats(
      [
        { event: { id: 'WH-SEED' }, deliveries: [delivery('delivered', [200])] },
        {
          event: { id: 'WH-1' },
          deliveries: [delivery('delivered', [500, 200]), delivery('delivered', [200])],
        },
        { event: { id: 'WH-2' }, deliveries: [delivery('failed', [null, 503])] },
      ],
      new Set(['WH-SEED']),
    );
    expect(stats).toEqual({
      events: 2,
      attempts: 5,
      failedAttempts: 3,
      duplicatesDelivered: 1,
      undelivered: 1,
      undeliveredIds: ['WH-2'],
    });
  });
});
