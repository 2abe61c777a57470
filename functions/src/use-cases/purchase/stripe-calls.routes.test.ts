import { describe, expect, it } from 'vitest';
import { endpoints, pathOf } from '../../contract/endpoints';
import { subscriptionContractId } from '../../domain/contracts/contract-ids';
import type { ContractRecord } from '../../domain/contracts/contract-record';
import { CapturingMailer } from '../../testing/capturing-mailer';
import { useWebhookApp } from '../../testing/webhook-app';
import { purchase, stripeDeliveries, webhooksSettled } from '../../testing/webhook-helpers';

const hooks = useWebhookApp({ mailer: new CapturingMailer() });

interface LoggedRequest {
  method: string;
  route: string;
  client: string;
}

/** The server's Stripe calls (secret key) since the log was cleared, counted by method and route. */
async function serverCalls(): Promise<Record<string, number>> {
  const log = (await hooks.stripeAdmin('GET', '/_emulator/requests')) as { data: LoggedRequest[] };
  const counts: Record<string, number> = {};
  for (const { method, route, client } of log.data) {
    if (client === 'secret') counts[`${method} ${route}`] = (counts[`${method} ${route}`] ?? 0) + 1;
  }
  return counts;
}

/** The events about the subscription that make the webhook read it (each delivered once here). */
async function subscriptionEvents(): Promise<number> {
  const handled = (await stripeDeliveries(hooks)).filter(
    ({ event_type, succeeded }) =>
      succeeded &&
      (event_type.startsWith('customer.subscription.') || event_type === 'invoice.paid'),
  );
  return new Set(handled.map(({ event_id }) => event_id)).size;
}

describe('the Stripe calls of one card purchase (issue 37: the live rate limit bounds purchases)', () => {
  it('a trial bought from the checkout screen: one read of the subscription per event and per return, nothing read twice', async () => {
    const user = await hooks.signedIn();
    // The checkout screen lists the prices first; the purchase then reads none.
    const products = await hooks.app.call(
      'GET',
      `${pathOf(endpoints.getProducts, { groupId: 'v8' })}?currency=eur`,
      { token: user.idToken },
    );
    expect(products.status).toBe(200);
    await webhooksSettled(hooks);
    await hooks.stripeAdmin('DELETE', '/_emulator/requests');
    const deliveredBefore = await subscriptionEvents();

    const id = await purchase(hooks, user, {
      priceId: 'price_v8_oneMonthV8_eur',
      trialId: 'price_v8_trialV8_eur',
    });
    // The buyer's return.
    const returned = await hooks.app.call(
      'POST',
      pathOf(endpoints.getStripeSubscriptionViaId, { id }),
      { token: user.idToken },
    );
    await webhooksSettled(hooks);

    expect(returned.status).toBe(200);
    expect(await hooks.app.database.get(`users/${user.uid}/subscription/status`)).toBe('trialing');
    // The contract was concluded from what the observers had read.
    const contract = (await hooks.app.database.get(
      `contracts/${subscriptionContractId(id)}`,
    )) as ContractRecord | null;
    expect(contract).toMatchObject({ email: 'buyer@example.com', kind: 'subscription' });
    // The trial fee is in the ledger with the PaymentIntent that paid it.
    const ledger = Object.values(
      ((await hooks.app.database.get(`users/${user.uid}/payments`)) ?? {}) as Record<
        string,
        Record<string, unknown>
      >,
    );
    expect(ledger).toEqual([
      expect.objectContaining({
        subscriptionId: id,
        amount: contract?.charged.amount,
        paymentIntent: expect.stringMatching(/^pi_/),
      }),
    ]);
    const events = (await subscriptionEvents()) - deliveredBefore;
    expect(await serverCalls()).toEqual({
      // createSubscription: the customer (found or made), the §4.3 and two-tab guards, the sale.
      'GET /v1/customers/search': 1,
      'POST /v1/customers': 1,
      'GET /v1/subscriptions': 1,
      'POST /v1/subscriptions': 1,
      'GET /v1/checkout/sessions': 1,
      // Every webhook about it and the return read it as it is now (with card and customer).
      'GET /v1/subscriptions/:id': events + 1,
      // invoice.paid: the paid invoice came with the subscription; its charge is read after the
      // ledger entry was written (a refund whose event came first), through its PaymentIntent.
      'GET /v1/payment_intents/:id': 1,
    });
  });
});
