import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPayPalEmulator, type PayPalEmulator } from '@fastwell/emulators/paypal';
import { LOCAL_STACK } from '@fastwell/emulators/local-stack.config';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startStripeFixture, type StripeFixture } from '../../testing/stripe-emulator';
import {
  CATALOGUE_PRICES,
  type CatalogueCurrency,
  type CataloguePrice,
} from '../catalogue.definition';
import { planKeyOf } from '../paypal-plans.definition';
import { parsePlanMap } from '../paypal-plan-map';
import { syncCatalogue, type CatalogueSyncReport } from './catalogue-sync';
import { PayPalCatalogClient } from './paypal-catalog.client';

interface Plan {
  id: string;
  description: string;
  billing_cycles: { sequence: number; pricing_scheme: { fixed_price: { value: string } } }[];
}

let stripeFixture: StripeFixture;
let stripe: Stripe;
let paypalEmulator: PayPalEmulator;
let paypal: PayPalCatalogClient;
let dir: string;
let planMapFile: string;

beforeEach(async () => {
  stripeFixture = await startStripeFixture();
  stripe = stripeFixture.stripe;
  paypalEmulator = await startPayPalEmulator({ port: 0 });
  paypal = new PayPalCatalogClient({ apiUrl: paypalEmulator.url, ...LOCAL_STACK.paypal });
  dir = await mkdtemp(join(tmpdir(), 'catalogue-sync-'));
  planMapFile = join(dir, 'paypal-plans.json');
});

afterEach(async () => {
  await Promise.all([stripeFixture.emulator.close(), paypalEmulator.close()]);
  await rm(dir, { recursive: true, force: true });
});

const sync = (prices: readonly CataloguePrice[] = CATALOGUE_PRICES) =>
  syncCatalogue({ stripe, paypal, planMapFile, prices });

/** A token of the app's PayPal client (the catalog client keeps its own private). */
async function paypalToken(): Promise<string> {
  const { clientId, clientSecret } = LOCAL_STACK.paypal;
  const response = await fetch(`${paypalEmulator.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const writtenMap = async () => parsePlanMap(JSON.parse(await readFile(planMapFile, 'utf8')));

const created = (report: CatalogueSyncReport) => ({
  stripeProducts: report.stripe?.productsCreated,
  stripePrices: report.stripe?.prices.filter((kind) => kind !== 'keep').length,
  coupons: report.stripe?.couponsCreated,
  paypalProduct: report.paypal?.productCreated,
  paypalPlans: report.paypal?.actions.filter((kind) => kind !== 'keep').length,
});

const NOTHING = {
  stripePrices: 0,
  stripeProducts: 0,
  coupons: 0,
  paypalProduct: false,
  paypalPlans: 0,
};

async function allPlans(): Promise<Plan[]> {
  const plans: Plan[] = [];
  for (let page = 1; ; page += 1) {
    const query = `product_id=PROD-FASTWELL&page_size=20&page=${page}`;
    const body = await paypal.call<{ plans: Plan[] }>('GET', `/v1/billing/plans?${query}`);
    plans.push(...(body?.plans ?? []));
    if ((body?.plans.length ?? 0) < 20) return plans;
  }
}

async function pricesWithKey(lookupKey: string) {
  return (await stripe.prices.list({ lookup_keys: [lookupKey], limit: 100 })).data;
}

const oneMonthEur = CATALOGUE_PRICES.find((price) => price.lookupKey === 'v8_oneMonthV8_eur');

describe('npm run catalogue:sync against the Stripe and PayPal emulators', () => {
  it('finds the seeded catalogue: creates nothing and writes the committed plan map', async () => {
    expect(created(await sync())).toEqual(NOTHING);
    const committed = await readFile(
      join(__dirname, '..', 'paypal-plans', 'demo-fastwell.json'),
      'utf8',
    );
    expect(await writtenMap()).toEqual(parsePlanMap(JSON.parse(committed)));
  });

  it('creates a new price and its plans once; the second run creates nothing', async () => {
    if (!oneMonthEur) throw new Error('catalogue lacks v8_oneMonthV8_eur');
    const chf = { ...oneMonthEur, currency: 'chf' as CatalogueCurrency, unitAmount: 2899 };
    const prices = [...CATALOGUE_PRICES, { ...chf, id: 'new', lookupKey: 'v8_oneMonthV8_chf' }];
    const first = await sync(prices);
    expect(created(first)).toEqual({ ...NOTHING, stripePrices: 1, paypalPlans: 2 });
    const firstMap = await writtenMap();
    const plansAfterFirst = await allPlans();

    expect(created(await sync(prices))).toEqual(NOTHING);
    expect(await pricesWithKey('v8_oneMonthV8_chf')).toMatchObject([
      {
        unit_amount: 2899,
        currency: 'chf',
        active: true,
        metadata: { group: 'v8', model: 'oneMonthV8', baseDiscountPercentage: '50' },
      },
    ]);
    expect(await allPlans()).toHaveLength(plansAfterFirst.length);
    expect(await writtenMap()).toEqual(firstMap);
    expect(firstMap.plans['v8_oneMonthV8_chf_discounted']).toMatch(/^P-[A-Z0-9]{24}$/);
  });

  it('a changed amount: a new price takes the lookup key, the old one is archived, PayPal plans are repriced', async () => {
    const prices = CATALOGUE_PRICES.map((price) =>
      price.lookupKey === 'v8_oneMonthV8_eur' ? { ...price, unitAmount: 3499 } : price,
    );
    const report = await sync(prices);
    expect(report.stripe?.prices.filter((kind) => kind !== 'keep')).toEqual(['replace']);
    // The one-month plan and its discounted variant, and both trial plans that renew at it.
    expect(report.paypal?.actions.filter((kind) => kind !== 'keep')).toEqual(
      Array(4).fill('reprice'),
    );

    const [current, ...others] = await pricesWithKey('v8_oneMonthV8_eur');
    expect(others).toEqual([]);
    expect(current).toMatchObject({
      unit_amount: 3499,
      active: true,
      lookup_key: 'v8_oneMonthV8_eur',
    });
    expect(current?.id).not.toBe('price_v8_oneMonthV8_eur');
    expect(await stripe.prices.retrieve('price_v8_oneMonthV8_eur')).toMatchObject({
      active: false,
      lookup_key: null,
      unit_amount: 2999,
    });

    const map = await writtenMap();
    const amounts = async (key: string) => {
      const plan = await paypal.call<Plan>('GET', `/v1/billing/plans/${map.plans[key]}`);
      return plan?.billing_cycles.map((cycle) => cycle.pricing_scheme.fixed_price.value);
    };
    expect(await amounts('v8_oneMonthV8_eur')).toEqual(['34.99']);
    expect(await amounts('v8_oneMonthV8_eur_discounted')).toEqual(['17.49', '34.99']);
    expect(await amounts('v8_trialV8_eur')).toEqual(['4.99', '34.99']);
    expect(await amounts('v8_oneMonthV8_usd')).toEqual(['29.99']);

    expect(created(await sync(prices))).toEqual(NOTHING);
    expect(await pricesWithKey('v8_oneMonthV8_eur')).toHaveLength(1);
  });

  it("carries the plans' payment_failure_threshold to PayPal: a plan that has another is patched in place", async () => {
    await sync();
    const map = await writtenMap();
    const id = map.plans.v8_oneMonthV8_eur;
    const response = await fetch(`${paypalEmulator.url}/v1/billing/plans/${id}`, {
      method: 'PATCH',
      headers: {
        Authorization: `Bearer ${await paypalToken()}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify([
        { op: 'replace', path: '/payment_preferences/payment_failure_threshold', value: 0 },
      ]),
    });
    expect(response.status).toBe(204);
    const threshold = async () =>
      (
        await paypal.call<{ payment_preferences: { payment_failure_threshold: number } }>(
          'GET',
          `/v1/billing/plans/${id}`,
        )
      )?.payment_preferences.payment_failure_threshold;
    expect(await threshold()).toBe(0);
    await sync();
    expect(await threshold()).toBe(3);
    expect((await writtenMap()).plans.v8_oneMonthV8_eur).toBe(id);
  });

  it('the written map names exactly the plans PayPal has for the catalogue', async () => {
    await sync();
    const map = await writtenMap();
    const atPayPal = Object.fromEntries(
      (await allPlans()).map((plan) => [planKeyOf(plan.description), plan.id]),
    );
    expect(map.plans).toEqual(atPayPal);
    expect(Object.keys(map.plans)).toHaveLength(96);
  });
});
