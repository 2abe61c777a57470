import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/endpoints';
import { WITHDRAWAL_MAIL_TEXTS } from '../../domain/withdrawal-mail/withdrawal-mail.texts';
import { formatMoney } from '../../domain/mail/mail-money';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { useWebhookApp } from '../../testing/webhook-app';
import { advanceStripeClock, paypalPurchase, webhooksSettled } from '../../testing/webhook-helpers';

const mailer = new CapturingMailer();
// The API's clock is the Stripe emulator's: moving it moves the API's now past the 48 hours.
const hooks = useWebhookApp({ mailer, emulatorClock: true });
const HOUR = 3600;

const withdraw = (body: Record<string, unknown>) =>
  hooks.app.call('POST', endpoints.submitWithdrawal.path, { body });
const idOf = (answer: { body: Record<string, unknown> }) =>
  (answer.body.withdrawal as { id: string }).id;
const statusOf = async (id: string) => hooks.app.database.get(`withdrawals/${id}/status`);
const carryOut = () => hooks.app.runJob('carryOutWithdrawals');

describe('a PayPal subscription withdrawn (Art. 11a CRD)', () => {
  it('48 hours later the subscription is cancelled at PayPal and each sale refunded', async () => {
    const email = `paypal-${randomUUID()}@example.com`;
    const user = await hooks.signedIn();
    const id = await paypalPurchase(hooks, user, email);
    const sales = Object.keys((await hooks.app.database.get(`users/${user.uid}/payments`)) ?? {});
    expect(sales).toHaveLength(1);

    const withdrawalId = idOf(await withdraw({ name: 'Paula', email, language: 'de' }));
    const [received] = mailer
      .to(email)
      .filter((mail) => mail.subject === WITHDRAWAL_MAIL_TEXTS.de.received.subject);
    expect(received?.text).toContain(id);
    expect(received?.text).toContain(formatMoney('de', 2999, 'eur'));
    await advanceStripeClock(hooks, 49 * HOUR);
    expect(await carryOut()).toMatchObject({ failed: 0 });
    expect(await statusOf(withdrawalId)).toBe('carried-out');
    const atPayPal = (await (
      await hooks.paypalCall('GET', `/v1/billing/subscriptions/${id}`)
    ).json()) as {
      status: string;
    };
    expect(atPayPal.status).toBe('CANCELLED');
    for (const sale of sales) {
      const shown = (await (await hooks.paypalCall('GET', `/v1/payments/sale/${sale}`)).json()) as {
        state: string;
      };
      expect(shown.state).toBe('refunded');
    }
    await webhooksSettled(hooks);
    const record = await hooks.record(user.uid);
    expect(record).toMatchObject({ subscription: { status: 'canceled' } });
    // PAYMENT.SALE.REFUNDED put each refund on its sale's ledger entry.
    for (const sale of sales)
      expect((record.payments as Record<string, unknown>)[sale]).toMatchObject({
        amount: 2999,
        refunded: 2999,
      });
  });
});
