import type Stripe from 'stripe';
import { admin } from './admin-client.js';
import { activeSubscription, advanceClock, itemOf } from './billing-fixture.js';
import type { EmulatorFixture } from './emulator-fixture.js';

/** `POST /_emulator/payment_methods/{id}/decline`: what the card's issuer answers from now on. */
export async function setIssuerDecline(
  fixture: EmulatorFixture,
  paymentMethod: string,
  declineCode: string | null,
): Promise<void> {
  const response = await admin(
    fixture.emulator.url,
    'POST',
    `/_emulator/payment_methods/${paymentMethod}/decline`,
    { decline_code: declineCode },
  );
  if (response.status !== 200) throw new Error(`decline not set: ${JSON.stringify(response)}`);
}

export function defaultCardOf(subscription: Stripe.Subscription): string {
  const id = subscription.default_payment_method;
  if (!id) throw new Error('no default payment method');
  return typeof id === 'string' ? id : id.id;
}

/** `POST /_emulator/billing/retry_settings`. */
export function setRetrySettings(fixture: EmulatorFixture, settings: Record<string, unknown>) {
  return admin(fixture.emulator.url, 'POST', '/_emulator/billing/retry_settings', settings);
}

/**
 * An active subscription whose first renewal the issuer declines with `declineCode`: the clock
 * is advanced just past the period end. `failedAt` is when the renewal failed.
 */
export async function failedRenewal(
  fixture: EmulatorFixture,
  declineCode: string,
): Promise<{
  subscription: Stripe.Subscription;
  invoice: Stripe.Invoice;
  failedAt: number;
  processed: Record<string, string | number | null>[];
}> {
  const { subscription } = await activeSubscription(fixture);
  await setIssuerDecline(fixture, defaultCardOf(subscription), declineCode);
  const periodEnd = itemOf(subscription).current_period_end;
  const { processed } = await advanceClock(fixture, { to: periodEnd + 60 });
  const renewed = await fixture.stripe.subscriptions.retrieve(subscription.id);
  const invoice = await fixture.stripe.invoices.retrieve(String(renewed.latest_invoice), {
    expand: ['payments'],
  });
  const failedAt = Number(processed[0]?.at ?? periodEnd);
  return { subscription: renewed, invoice, failedAt, processed };
}

export const invoiceOf = (fixture: EmulatorFixture, invoice: Stripe.Invoice) =>
  fixture.stripe.invoices.retrieve(invoice.id, { expand: ['payments'] });

/** The id of the invoice's PaymentIntent (expanded or not). */
export function intentIdOf(invoice: Stripe.Invoice): string {
  const intent = invoice.payments?.data[0]?.payment.payment_intent;
  if (!intent) throw new Error('invoice payments not expanded');
  return typeof intent === 'string' ? intent : intent.id;
}
