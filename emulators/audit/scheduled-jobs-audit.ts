import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { JobsClient } from '../jobs/jobs.client.js';
import { call } from '../reliability/http-call.js';
import { paypalBuyer, paypalStatus } from './audit-stack.js';
import { STACK } from './hostile-client.js';
import { endpoints } from '../../functions/src/contract/endpoints/index.js';

const nextBillingTime = async (id: string): Promise<string> => {
  const { subscriptions } = z
    .object({
      subscriptions: z.array(
        z.object({
          id: z.string(),
          billing_info: z.object({ next_billing_time: z.string().optional() }).optional(),
        }),
      ),
    })
    .parse((await call(`${STACK.paypal}/_emulator/subscriptions`)).body);
  const found = subscriptions.find((subscription) => subscription.id === id);
  return found?.billing_info?.next_billing_time ?? '';
};

/**
 * Time on the local stack (issue 32 point 12): the scheduled functions run through the launcher's
 * trigger (POST /jobs/{name}) at the stack's time, which the provider emulators' clocks move on.
 * Moving PayPal's clock bills every PayPal subscription of the stack that comes due.
 */
export function describeScheduledJobs(): void {
  describe('scheduled functions on the local stack', () => {
    const jobs = new JobsClient(STACK.jobs);

    it("finalizes a held PayPal cancellation once PayPal's clock passed the paid end, through the local trigger", async () => {
      const email = `held-${Date.now()}@audit.fastwell.test`;
      const id = await paypalBuyer(email, 'price_v8_standard_oneMonthV8_eur');
      const paidEnd = await nextBillingTime(id);
      expect(Date.parse(paidEnd)).toBeGreaterThan(Date.now());

      const cancelled = await call(`${STACK.hosting}${endpoints.submitCancellation.path}`, {
        body: { name: 'Held Audit', email, kind: 'ordinary', language: 'en' },
      });
      expect(cancelled.status).toBe(201);
      expect(await paypalStatus(id)).toBe('SUSPENDED');

      // Before the paid end the job leaves it held.
      const early = await jobs.run('finalizeHeldCancellations', { at: new Date().toISOString() });
      expect(early.outcome).toBe('ran');
      expect(await paypalStatus(id)).toBe('SUSPENDED');

      const advanced = await call(`${STACK.paypal}/_emulator/clock/advance`, {
        body: { to: new Date(Date.parse(paidEnd) + 3_600_000).toISOString() },
      });
      expect(advanced.status).toBe(200);
      // The clock alone neither bills nor cancels a held contract.
      expect(await paypalStatus(id)).toBe('SUSPENDED');

      const run = await jobs.run('finalizeHeldCancellations');
      expect(Date.parse(run.at)).toBeGreaterThan(Date.parse(paidEnd));
      expect(run).toMatchObject({ outcome: 'ran', result: { made: expect.any(Number) } });
      expect(run.outcome === 'ran' && Number(run.result.made)).toBeGreaterThanOrEqual(1);
      expect(await paypalStatus(id)).toBe('CANCELLED');
    });
  });
}
