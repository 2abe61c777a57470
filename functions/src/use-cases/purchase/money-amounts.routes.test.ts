import { describe, expect, it } from 'vitest';
import type { TestUser } from '../../testing/auth-emulator.client';
import { usePaymentApp } from '../../testing/payment-app';
import { endpoints, pathOf } from '../../contract/endpoints';

// Money audit (issue 17): what the checkout screen shows is what the provider charges, for every price
// of the catalogue, in every currency, with the discount granted, expired or absent, by card
// (and wallet: the same subscription) and by hosted Checkout. The checkout screen shows the getProducts
// answer as it is (web/src/domain/packages.ts): unit_amount, or discountedUnitAmount when the
// discount is granted; the trial package is the trial fee, paired with the one-month price.
const payment = usePaymentApp();

interface AnsweredPrice {
  id: string;
  unit_amount: number;
  type: string;
  metadata: Record<string, string>;
  discountedUnitAmount?: number;
}

const GROUPS = ['v8', 'v8_standard', 'v13', 'v13_standard'] as const;
const CURRENCIES = ['eur', 'usd', 'gbp', 'jpy'] as const;
/** none: a group without discount; granted: dc=true; expired: the countdown ran out. */
const DISCOUNT_STATES = ['none', 'granted', 'expired'] as const;

async function productsOf(buyer: TestUser, group: string, currency: string) {
  const answer = await payment.app.call(
    'GET',
    `${pathOf(endpoints.getProducts, { groupId: group })}?currency=${currency}`,
    { token: buyer.idToken },
  );
  expect(answer.status).toBe(200);
  return (answer.body.data as { prices: AnsweredPrice[] }).prices;
}

async function chargedByCard(buyer: TestUser, body: Record<string, unknown>): Promise<number> {
  const answer = await payment.subscribe(buyer, body);
  expect(answer.status).toBe(200);
  const subscription = await payment.stripe.stripe.subscriptions.retrieve(
    String(answer.body.subscriptionId),
    { expand: ['latest_invoice'] },
  );
  const invoice = subscription.latest_invoice;
  return typeof invoice === 'object' && invoice ? invoice.amount_due : Number.NaN;
}

async function chargedByCheckout(buyer: TestUser, body: Record<string, unknown>): Promise<number> {
  const answer = await payment.app.call('POST', endpoints.createCheckoutSession.path, {
    token: buyer.idToken,
    body: { successUrl: `${payment.app.url}/ok`, cancelUrl: `${payment.app.url}/no`, ...body },
  });
  expect(answer.status).toBe(200);
  const session = await payment.stripe.stripe.checkout.sessions.retrieve(
    String(answer.body.sessionId),
  );
  return session.amount_total ?? Number.NaN;
}

describe('money audit: shown = charged', () => {
  it('refuses a rounding cent: a discounted 4.99 € trial is 2.49 shown, by card and by Checkout', async () => {
    const buyer = await payment.signedIn();
    const body = {
      priceId: 'price_v8_oneMonthV8_eur',
      trialId: 'price_v8_trialV8_eur',
      withDiscount: true,
    };
    const trial = (await productsOf(buyer, 'v8', 'eur')).find(
      (p) => p.metadata.model === 'trialV8',
    );
    expect(trial?.discountedUnitAmount).toBe(249);
    expect(await chargedByCheckout(buyer, body)).toBe(249);
    expect(await chargedByCard(buyer, body)).toBe(249);
  });

  describe.each(GROUPS)('group %s', (group) => {
    it.each(CURRENCIES)(
      'every price in %s, every discount state, card and Checkout',
      async (currency) => {
        const buyer = await payment.signedIn();
        const prices = (await productsOf(buyer, group, currency)).filter(
          (p) => p.type === 'recurring',
        );
        const oneMonth = prices.find((p) => p.metadata.model?.startsWith('oneMonth'));
        expect(prices.length).toBeGreaterThanOrEqual(3);
        const rows: string[] = [];
        for (const price of prices) {
          const isTrial = price.metadata.model?.startsWith('trial') ?? false;
          for (const state of DISCOUNT_STATES) {
            if ((state === 'none') !== group.endsWith('_standard')) continue;
            const shown =
              state === 'granted'
                ? (price.discountedUnitAmount ?? price.unit_amount)
                : price.unit_amount;
            // A hostile client asks for the discount in every state; only a granted one is sold.
            const body = isTrial
              ? { priceId: oneMonth?.id, trialId: price.id, withDiscount: state === 'granted' }
              : { priceId: price.id, withDiscount: state === 'granted' };
            const card = await chargedByCard(buyer, body);
            const checkout = await chargedByCheckout(buyer, body);
            if (card !== shown || checkout !== shown)
              rows.push(`${price.id} ${state}: shown ${shown}, card ${card}, Checkout ${checkout}`);
          }
        }
        expect(rows).toEqual([]);
      },
    );
  });
});
