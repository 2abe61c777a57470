import { describe, expect, it } from 'vitest';
import { JobsClient } from '../jobs/jobs.client.js';
import { call } from '../reliability/http-call.js';
import {
  cardBuyer,
  paypalBuyer,
  paypalPaymentsRefunded,
  paypalStatus,
  refundedOf,
  stripeObject,
} from './audit-stack.js';
import { STACK } from './hostile-client.js';
import { endpoints } from '../../functions/src/contract/endpoints/index.js';

/** Past the 48 hours a withdrawal waits for its "this was not me" link. */
const AFTER_THE_WAIT_MS = 49 * 3_600_000;

const withdraw = async (email: string): Promise<void> => {
  const answer = await call(`${STACK.hosting}${endpoints.submitWithdrawal.path}`, {
    body: { name: 'Audit Withdrawal', email, language: 'de' },
  });
  expect(answer.status).toBe(201);
};

/**
 * Art. 11a CRD (issue 34): a withdrawal carried out through the scheduled function's local
 * trigger gives back exactly what was paid and leaves nothing billing, by card and by PayPal. The
 * reconciliation at the end of the audit checks every withdrawal of the stack the same way.
 */
export function describeWithdrawals(): void {
  describe('withdrawals carried out', () => {
    const jobs = new JobsClient(STACK.jobs);
    const carryOut = () =>
      jobs.run('carryOutWithdrawals', {
        at: new Date(Date.now() + AFTER_THE_WAIT_MS).toISOString(),
      });

    it('a card subscription: cancelled, and its first invoice refunded in full', async () => {
      const { buyer, subscriptionId } = await cardBuyer('price_v8_oneMonthV8_eur', {
        withDiscount: true,
      });
      await withdraw(`buyer-${buyer.uid.toLowerCase()}@audit.fastwell.test`);
      expect((await stripeObject(subscriptionId)).status).toBe('active');
      expect((await carryOut()).outcome).toBe('ran');
      const subscription = await stripeObject(subscriptionId);
      expect(subscription.status).toBe('canceled');
      const invoice = await stripeObject(String(subscription.latest_invoice));
      expect(Number(invoice.amount_paid)).toBeGreaterThan(0);
      expect(await refundedOf(String(invoice.id))).toBe(invoice.amount_paid);
    });

    it('a PayPal subscription: cancelled at PayPal, and every sale refunded', async () => {
      const email = `withdraw-${Date.now()}@audit.fastwell.test`;
      const id = await paypalBuyer(email, 'price_v8_standard_oneMonthV8_eur');
      await withdraw(email);
      expect((await carryOut()).outcome).toBe('ran');
      expect(await paypalStatus(id)).toBe('CANCELLED');
      expect(await paypalPaymentsRefunded(id)).toBe(true);
    });
  });
}
