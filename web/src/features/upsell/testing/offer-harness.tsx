import type { Stripe } from '@stripe/stripe-js';
import { render, type RenderResult } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import type { FlagValues } from '../../../shared/domain/flags';
import type { OfferedPrice } from '@fastwell/contract/catalogue';
import type { Selections } from '../../../shared/domain/onboarding/selections';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import type { TestStore } from '../../../app/testing/app-harness';
import { TestProviders, createTestStore } from '../../../app/testing/app-harness';
import type { ProductsAnswer } from '../../../shared/services/payment.api';
import { endpoints } from '@fastwell/contract/endpoints';

export type ApiCall = { method: string; path: string; body: unknown };
/** Answers one API call: [status, body]. */
export type ApiAnswer = (call: ApiCall) => [number, unknown] | undefined;

const DAY = 24 * 60 * 60;

export function subscription(
  kind: 'trial' | 'oneMonth' | 'threeMonths' | 'sixMonths',
  priceId = `price_v8_standard_${kind === 'trial' ? 'oneMonth' : kind}V8_eur`,
): SubscriptionView {
  const count = { trial: 1, oneMonth: 1, threeMonths: 3, sixMonths: 6 }[kind];
  const amount = { trial: 2999, oneMonth: 2999, threeMonths: 5999, sixMonths: 8999 }[kind];
  return {
    provider: 'stripe',
    id: 'sub_1',
    customer: 'cus_1',
    plan: { id: priceId, amount, currency: 'eur', interval: 'month', interval_count: count },
    trial_end: kind === 'trial' ? Math.floor(Date.now() / 1000) + 7 * DAY : null,
    metadata: { priceId },
    status: kind === 'trial' ? 'trialing' : 'active',
    pause_collection: null,
    canceled_at: null,
    current_period_end: null,
    affiliation: null,
    updatedAt: new Date().toISOString(),
  };
}

function kindOf(view: SubscriptionView): 'trial' | 'oneMonth' | 'threeMonths' | 'sixMonths' {
  if (view.trial_end !== null) return 'trial';
  return view.plan.interval_count === 3
    ? 'threeMonths'
    : view.plan.interval_count === 6
      ? 'sixMonths'
      : 'oneMonth';
}

const recurring = (group: string, model: string, amount: number, count: number): OfferedPrice => ({
  id: `price_${group}_${model}_eur`,
  unit_amount: amount,
  currency: 'eur',
  type: 'recurring',
  recurring: { interval: 'month', interval_count: count },
  metadata: { group, model, baseDiscountPercentage: '0' },
});

/** getProducts answers of the Stripe emulator's seed catalogue (EUR). */
export function productsOf(group: string): { data: ProductsAnswer } {
  const answer = (prices: OfferedPrice[]) => ({
    data: {
      prices,
      countryCode: 'FR',
      region: 'EU',
      paypalCheckoutEnabled: false,
      paypalElementsEnabled: false,
      paypalNativeFallbackEnabled: false,
      isPurchaseAvailable: true,
      trialAvailable: true,
    },
  });
  if (group === 'ebookV1') {
    const ebook: OfferedPrice = {
      id: 'price_ebookV1_ebookV1_eur',
      unit_amount: 1999,
      currency: 'eur',
      type: 'one_time',
      recurring: null,
      metadata: { group, model: 'ebookV1', baseDiscountPercentage: '50' },
      discountedUnitAmount: 999,
    };
    return answer([ebook]);
  }
  const prices = [
    recurring(group, 'oneMonthV8', 2999, 1),
    recurring(group, 'threeMonthsV8', 5999, 3),
    recurring(group, 'sixMonthsV8', 8999, 6),
    recurring(group, 'nineMonthsV8', 10999, 9),
  ];
  return answer(prices);
}

/** Today's charge of the upsell, as the server previews it (minor units), for the test's buyer. */
export const PREVIEW_PRORATION_DATE = 1_800_000_000;
let upsellOfBuyer = { model: 'sixMonthsV8', amountDue: 7001 };

/** What the server's preview answers for a buyer on this plan (spec 02 §4.11 models). */
function previewFor(kind: 'trial' | 'oneMonth' | 'threeMonths' | 'sixMonths') {
  if (kind === 'trial') return { model: 'threeMonthsV8', amountDue: 5999 };
  if (kind === 'threeMonths') return { model: 'nineMonthsV8', amountDue: 6001 };
  return { model: 'sixMonthsV8', amountDue: 7001 };
}

/**
 * fetch at the HTTP boundary: getProducts by group, the upsell preview of the last group asked
 * for, then the test's answers; records calls.
 */
export function stubApi(answer: ApiAnswer = () => undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  let group = 'v8';
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method: init?.method ?? 'GET', path: url.pathname, body };
    calls.push(call);
    const products = url.pathname.match(/^\/api\/payment\/getProducts\/(.+)$/);
    if (products?.[1] && products[1] !== 'ebookV1') group = products[1];
    const preview =
      url.pathname === endpoints.previewUpsell.path
        ? {
            preview: {
              priceId: `price_${group}_${upsellOfBuyer.model}_eur`,
              amountDue: upsellOfBuyer.amountDue,
              currency: 'eur',
              prorationDate: PREVIEW_PRORATION_DATE,
            },
          }
        : null;
    const [status, payload] =
      answer(call) ??
      (products ? [200, productsOf(products[1] ?? '')] : preview ? [200, preview] : [404, {}]);
    return new Response(JSON.stringify(payload), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export type FakeStripe = {
  confirmCardPayment: ReturnType<typeof vi.fn>;
  retrievePaymentIntent: ReturnType<typeof vi.fn>;
};

/** A signed-in buyer with the subscription the payment recorded, and a fake Stripe.js. */
export function buyerStore(options: {
  subscription?: SubscriptionView | null;
  flags?: Partial<FlagValues>;
  selections?: Selections;
  isAnonymous?: boolean;
}): { store: TestStore; stripe: FakeStripe } {
  const store = createTestStore({ flags: options.flags, selections: options.selections });
  const kind = options.subscription && kindOf(options.subscription);
  upsellOfBuyer = previewFor(kind ?? 'oneMonth');
  window.dataLayer = [];
  vi.spyOn(store.services.auth, 'getIdToken').mockResolvedValue('id-token');
  const stripe: FakeStripe = {
    confirmCardPayment: vi.fn().mockResolvedValue({ paymentIntent: { status: 'succeeded' } }),
    retrievePaymentIntent: vi.fn(),
  };
  vi.spyOn(store.services.stripeLoader, 'load').mockResolvedValue(stripe as unknown as Stripe);
  runInAction(() => {
    store.session.user = {
      uid: 'u1',
      isAnonymous: options.isAnonymous ?? true,
      email: null,
      displayName: null,
    };
    store.purchase.subscription = options.subscription ?? null;
  });
  return { store, stripe };
}

export function renderOffer(
  store: TestStore,
  path: string,
  routePath: string,
  element: ReactElement,
  previousPath?: string,
): RenderResult & { location: () => string } {
  const result = render(
    <TestProviders store={store} path={path} previousPath={previousPath}>
      <Routes>
        <Route path={routePath} element={element} />
        <Route path="*" element={null} />
      </Routes>
    </TestProviders>,
  );
  return { ...result, location: () => result.getByTestId('location').textContent ?? '' };
}

export const events = () => (window.dataLayer ?? []).map((entry) => entry.event);
export const eventOf = (name: string) => (window.dataLayer ?? []).find((e) => e.event === name);
