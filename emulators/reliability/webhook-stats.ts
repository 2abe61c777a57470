import { z } from 'zod';
import { call } from './http-call.js';

/** Webhook traffic of one provider during the run. */
export interface WebhookStats {
  events: number;
  /** Delivery attempts (first tries, retries and chaos duplicates). */
  attempts: number;
  /** Attempts answered with something other than 2xx, or not answered. */
  failedAttempts: number;
  /** Extra 2xx deliveries of an event already delivered (chaos duplicates reaching the function). */
  duplicatesDelivered: number;
  /** Events never acknowledged with a 2xx after all retries. */
  undelivered: number;
  /** Event ids of `undelivered`, for the report. */
  undeliveredIds: string[];
}

const stripeDelivery = z.object({ event_id: z.string(), succeeded: z.boolean() });
const paypalEvents = z.object({
  events: z.array(
    z.object({
      event: z.object({ id: z.string() }),
      deliveries: z.array(
        z.object({
          state: z.string(),
          attempts: z.array(z.object({ status: z.number().nullish() })),
        }),
      ),
    }),
  ),
});

const ok = (status: number | null | undefined) =>
  typeof status === 'number' && status >= 200 && status < 300;

/** Stripe: `/_emulator/deliveries` (every attempt), events not in `before`. */
export function stripeWebhookStats(
  deliveries: readonly z.infer<typeof stripeDelivery>[],
  before: ReadonlySet<string>,
): WebhookStats {
  const acknowledged = new Map<string, number>();
  let attempts = 0;
  let failedAttempts = 0;
  for (const delivery of deliveries) {
    if (before.has(delivery.event_id)) continue;
    attempts += 1;
    if (!delivery.succeeded) failedAttempts += 1;
    acknowledged.set(
      delivery.event_id,
      (acknowledged.get(delivery.event_id) ?? 0) + (delivery.succeeded ? 1 : 0),
    );
  }
  const undeliveredIds = [...acknowledged].filter(([, count]) => count === 0).map(([id]) => id);
  return {
    events: acknowledged.size,
    attempts,
    failedAttempts,
    duplicatesDelivered: [...acknowledged.values()].reduce(
      (sum, count) => sum + Math.max(0, count - 1),
      0,
    ),
    undelivered: undeliveredIds.length,
    undeliveredIds,
  };
}

/** PayPal: `/_emulator/events` (each event with its deliveries and their attempts). */
export function paypalWebhookStats(
  recorded: z.infer<typeof paypalEvents>['events'],
  before: ReadonlySet<string>,
): WebhookStats {
  const stats: WebhookStats = {
    events: 0,
    attempts: 0,
    failedAttempts: 0,
    duplicatesDelivered: 0,
    undelivered: 0,
    undeliveredIds: [],
  };
  for (const { event, deliveries } of recorded) {
    if (before.has(event.id)) continue;
    stats.events += 1;
    const delivered = deliveries.filter((delivery) => delivery.state === 'delivered').length;
    stats.duplicatesDelivered += Math.max(0, delivered - 1);
    if (delivered === 0 && deliveries.length > 0) stats.undeliveredIds.push(event.id);
    for (const delivery of deliveries) {
      stats.attempts += delivery.attempts.length;
      stats.failedAttempts += delivery.attempts.filter((attempt) => !ok(attempt.status)).length;
    }
  }
  stats.undelivered = stats.undeliveredIds.length;
  return stats;
}

export async function stripeDeliveries(stripeUrl: string) {
  const answer = await call(`${stripeUrl}/_emulator/deliveries`, { timeoutMs: 120_000 });
  return z.object({ data: z.array(stripeDelivery) }).parse(answer.body).data;
}

export async function stripeEventIds(stripeUrl: string): Promise<Set<string>> {
  const answer = await call(`${stripeUrl}/_emulator/events`, { timeoutMs: 120_000 });
  const events = z.object({ data: z.array(z.object({ id: z.string() })) }).parse(answer.body).data;
  return new Set(events.map(({ id }) => id));
}

export async function paypalRecordedEvents(paypalUrl: string) {
  const answer = await call(`${paypalUrl}/_emulator/events`, { timeoutMs: 120_000 });
  return paypalEvents.parse(answer.body).events;
}
