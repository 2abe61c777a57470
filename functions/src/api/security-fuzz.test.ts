import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithEmail } from '../testing/auth-emulator.client';
import type { TestUser } from '../testing/auth-emulator.client';
import { hostileBodies, hostileStrings } from '../testing/hostile-bodies';
import type { FieldKind } from '../testing/hostile-bodies';
import { startPayPalFixture } from '../testing/paypal-emulator';
import type { PayPalFixture } from '../testing/paypal-emulator';
import { routeInventory, routeKey } from '../testing/security-routes';
import { payWithCard, startStripeFixture } from '../testing/stripe-emulator';
import type { StripeFixture } from '../testing/stripe-emulator';
import { startTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { RATE_LIMITS_PATH } from '../domain/rate-limits';
import { endpoints, pathOf } from '../contract/endpoints';

// Fuzz suite: every route gets 200+ malformed or hostile bodies (POST) or parameters (GET and
// id routes). None may answer 5xx or change any record; a body that breaks a field is refused.
type Caller = 'nobody' | 'buyer' | 'subscriber';
type BodySpec = {
  caller: Caller;
  base: Record<string, unknown>;
  fields: Record<string, FieldKind>;
  /** {} is a valid body here (every field optional), so only non-objects must be refused. */
  emptyObjectValid?: boolean;
  /** The route reads no body: whatever is sent, the answer is the same. */
  bodyless?: boolean;
};

const ONBOARDING = {
  gender: 'm',
  goals: ['lose_weight'],
  fasting_knowledge: 'nothing',
  height: { original: { value: 180, unit: 'cm' }, inCm: { value: 180 } },
  weight: { original: { value: 90, unit: 'kg' }, inKg: { value: 90 } },
  perfect_weight: { original: { value: 80, unit: 'kg' }, inKg: { value: 80 } },
  age: 42,
  bad_habits: ['smoking'],
  fasting_motivation: 'imSerious',
};
const PRICE = 'price_v8_oneMonthV8_eur';

const BODIES: Record<string, (app: TestApp) => BodySpec> = {
  'POST /api/auth/checkEmailExists': () => ({
    caller: 'nobody',
    base: { email: 'a@example.com' },
    fields: { email: 'email' },
  }),
  'POST /api/getJWT': () => ({ caller: 'nobody', base: {}, fields: { futoken: 'id' } }),
  'POST /api/auth/signIn': () => ({
    caller: 'buyer',
    base: { lang: 'en' },
    fields: { newsletterAccepted: 'boolean' },
    emptyObjectValid: true,
  }),
  'POST /api/auth/generateCustomToken': () => ({
    caller: 'buyer',
    base: {},
    fields: {},
    emptyObjectValid: true,
    bodyless: true,
  }),
  'POST /api/user/onboardingData': () => ({
    caller: 'buyer',
    base: { onboardingData: ONBOARDING, newsletterAccepted: false, email: 'buyer@example.com' },
    fields: { onboardingData: 'id', newsletterAccepted: 'boolean', email: 'email' },
  }),
  'POST /api/payment/createSubscription': () => ({
    caller: 'buyer',
    base: { priceId: PRICE, email: 'buyer@example.com', lang: 'en' },
    fields: { priceId: 'id', trialId: 'id', email: 'email', withDiscount: 'boolean' },
  }),
  'POST /api/payment/createCheckoutSession': (app) => ({
    caller: 'buyer',
    base: { priceId: PRICE, successUrl: `${app.url}/done`, cancelUrl: `${app.url}/payment` },
    fields: {
      priceId: 'id',
      trialId: 'id',
      successUrl: 'url',
      cancelUrl: 'url',
      withDiscount: 'boolean',
      email: 'email',
    },
  }),
  'POST /api/payment/createPaypalSubscription': () => ({
    caller: 'buyer',
    base: { priceId: PRICE },
    fields: { priceId: 'id', trialId: 'id', withDiscount: 'boolean' },
  }),
  'POST /api/payment/confirmPaypalSubscription': () => ({
    caller: 'buyer',
    base: {},
    fields: { subscriptionId: 'id' },
  }),
  'POST /api/payment/purchaseEbook': () => ({
    caller: 'subscriber',
    base: { priceId: 'price_ebookV1_ebookV1_eur', currency: 'eur', immediateDeliveryConsent: true },
    fields: { priceId: 'id', currency: 'id', withDiscount: 'boolean' },
  }),
  'POST /api/payment/previewPaypalUpsell': () => ({
    caller: 'subscriber',
    base: {},
    fields: {},
    emptyObjectValid: true,
  }),
  'POST /api/payment/revisePaypalSubscription': () => ({
    caller: 'subscriber',
    base: { priceId: 'price_v8_sixMonthsV8_eur' },
    fields: { priceId: 'id' },
    emptyObjectValid: true,
  }),
  'POST /api/payment/confirmPaypalRevision': () => ({
    caller: 'subscriber',
    base: {},
    fields: {},
    emptyObjectValid: true,
  }),
  'POST /api/payment/createPaypalEbookOrder': () => ({
    caller: 'subscriber',
    base: { priceId: 'price_ebookV1_ebookV1_eur', currency: 'eur', immediateDeliveryConsent: true },
    fields: { priceId: 'id', currency: 'id', withDiscount: 'boolean' },
  }),
  'POST /api/payment/capturePaypalEbookOrder': () => ({
    caller: 'subscriber',
    base: { orderId: 'ORDER-1' },
    fields: { orderId: 'id' },
  }),
  'POST /api/payment/updateSubscription': () => ({
    caller: 'subscriber',
    base: { lang: 'en' },
    fields: { priceId: 'id', withDiscount: 'boolean' },
    emptyObjectValid: true,
  }),
  'POST /api/payment/updateSubscriptionWithSpecialOffer': () => ({
    caller: 'subscriber',
    base: {},
    fields: { duration: 'choice' },
  }),
  'POST /api/payment/requestSpecialOffer': () => ({
    caller: 'subscriber',
    base: {},
    fields: { reason: 'choice' },
    emptyObjectValid: true,
  }),
  'POST /api/payment/cancelSubscription': () => ({
    caller: 'subscriber',
    base: {},
    fields: { reason: 'choice' },
    emptyObjectValid: true,
  }),
  'POST /api/payment/pauseSubscription': () => ({
    caller: 'subscriber',
    base: {},
    fields: { months: 'choice' },
  }),
  // Valid bodies for a subscription that is neither canceled nor paused: refused by its state.
  'POST /api/payment/previewUpsell': () => ({
    caller: 'subscriber',
    base: {},
    fields: {},
    emptyObjectValid: true,
  }),
  'POST /api/payment/restoreSubscription': () => ({
    caller: 'subscriber',
    base: {},
    fields: {},
    emptyObjectValid: true,
  }),
  'POST /api/payment/unpauseSubscription': () => ({
    caller: 'subscriber',
    base: {},
    fields: {},
    emptyObjectValid: true,
  }),
  'POST /api/payment/cardUpdateLink': () => ({
    caller: 'subscriber',
    base: {},
    fields: {},
    emptyObjectValid: true,
  }),
  'POST /api/wellhub/registerNewWellhubUser': () => ({
    caller: 'buyer',
    base: { gympass_user_id: 'g-1' },
    fields: { wellhubRegistrationId: 'id', verificationToken: 'id' },
  }),
  // An unknown registration: refused (404) whatever the address; nothing is mailed or stored.
  'POST /api/wellhub/sendVerification': () => ({
    caller: 'nobody',
    base: { wellhubRegistrationId: 'reg-fuzz', email: 'member@example.com', language: 'en' },
    fields: { wellhubRegistrationId: 'id', email: 'email' },
  }),
  'POST /api/wellhub/checkVerification': () => ({
    caller: 'nobody',
    base: { verificationToken: 'eyJyIjoiciJ9.AAAA' },
    fields: { verificationToken: 'id' },
  }),
  'POST /api/experiments/exposure': () => ({
    caller: 'nobody',
    base: { visitorId: 'visitor-fuzz-0001', experimentKey: 'color-scheme', variation: 'blue' },
    fields: { visitorId: 'key', experimentKey: 'key', variation: 'key' },
  }),
  // Free text (the name, the reason) is any text; the fields fuzzed are those no hostile value passes.
  'POST /api/cancellations': () => ({
    caller: 'nobody',
    base: { name: 'Erika Mustermann', email: 'subscriber@example.com', kind: 'ordinary' },
    fields: { email: 'email', kind: 'choice', endDate: 'choice' },
  }),
  'POST /api/cancellations/restore': () => ({
    caller: 'nobody',
    base: { token: 'eyJjIjoiYyJ9.AAAA' },
    fields: { token: 'id' },
  }),
  'POST /api/withdrawals': () => ({
    caller: 'nobody',
    base: { name: 'Erika Mustermann', email: 'subscriber@example.com' },
    fields: { email: 'email' },
  }),
  'POST /api/withdrawals/stop': () => ({
    caller: 'nobody',
    base: { token: 'eyJ3IjoidyJ9.AAAA' },
    fields: { token: 'id' },
  }),
  'POST /api/withdrawals/paypal-plan/status': () => ({
    caller: 'nobody',
    base: { token: 'eyJzIjoiSS0xIn0.AAAA' },
    fields: { token: 'id' },
  }),
  'POST /api/withdrawals/paypal-plan/consent': () => ({
    caller: 'nobody',
    base: { token: 'eyJzIjoiSS0xIn0.AAAA' },
    fields: { token: 'id' },
  }),
  'POST /api/card-updates/status': () => ({
    caller: 'nobody',
    base: { token: 'eyJwIjoic3RyaXBlIn0.AAAA' },
    fields: { token: 'id' },
  }),
  'POST /api/card-updates/setup': () => ({
    caller: 'nobody',
    base: { token: 'eyJwIjoic3RyaXBlIn0.AAAA' },
    fields: { token: 'id' },
  }),
  'POST /api/card-updates/complete': () => ({
    caller: 'nobody',
    base: { token: 'eyJwIjoic3RyaXBlIn0.AAAA', setupIntentId: 'seti_fuzz' },
    fields: { token: 'id', setupIntentId: 'id' },
  }),
  'POST /api/card-updates/authenticate': () => ({
    caller: 'nobody',
    base: { token: 'eyJwIjoic3RyaXBlIn0.AAAA' },
    fields: { token: 'id' },
  }),
  // Unsigned: refused before parsing.
  'POST /api/webhooks/stripe': () => ({
    caller: 'nobody',
    base: { id: 'evt_fuzz', object: 'event', type: 'customer.subscription.updated' },
    fields: { data: 'id', type: 'id' },
  }),
  'POST /api/webhooks/paypal': () => ({
    caller: 'nobody',
    base: { id: 'WH-FUZZ', event_type: 'BILLING.SUBSCRIPTION.ACTIVATED' },
    fields: { resource: 'id', event_type: 'id' },
  }),
};

/** Routes whose path parameters (or query) are fuzzed instead of a body. */
const PARAMETERS: Record<string, { caller: Caller; path: (value: string) => string }> = {
  'GET /api/health': { caller: 'nobody', path: (v) => `${endpoints.health.path}?probe=${v}` },
  'GET /api/user/profile': { caller: 'buyer', path: (v) => `${endpoints.profile.path}?uid=${v}` },
  'GET /api/payment/getProducts/:groupId': {
    caller: 'buyer',
    path: (v) => `${endpoints.getProducts.path.replace(':groupId', v)}?currency=${v}`,
  },
  'GET /api/payment/getStripeSubscriptionViaSession/:sessionId': {
    caller: 'buyer',
    path: (v) => endpoints.getStripeSubscriptionViaSession.path.replace(':sessionId', v),
  },
  'POST /api/payment/getStripeSubscriptionViaId/:id': {
    caller: 'buyer',
    path: (v) => endpoints.getStripeSubscriptionViaId.path.replace(':id', v),
  },
  'GET /api/payment/getSubscription': {
    caller: 'subscriber',
    path: (v) => `${endpoints.getSubscription.path}?id=${v}`,
  },
  'GET /api/payment/getPaypalSubscriptionViaId/:id': {
    caller: 'buyer',
    path: (v) => endpoints.getPaypalSubscriptionViaId.path.replace(':id', v),
  },
  'GET /api/wellhub/registrationDetails': {
    caller: 'nobody',
    path: (v) => `${endpoints.registrationDetails.path}?wellhubRegistrationId=${v}`,
  },
};

type Tally = {
  requests: number;
  refused: number;
  accepted: number;
  serverErrors: number;
  changed: number;
};
const report: Record<string, Tally> = {};

let app: TestApp;
let stripe: StripeFixture;
let paypal: PayPalFixture;
const callers: Partial<Record<Caller, TestUser>> = {};

beforeAll(async () => {
  [stripe, paypal] = await Promise.all([startStripeFixture(), startPayPalFixture()]);
  app = await startTestApp({
    stripe: stripe.stripe,
    paypal: paypal.client,
    webhooks: { stripeSecret: 'whsec_fuzz', paypalWebhookId: 'WH-FUZZ-ID' },
  });
  for (const caller of ['buyer', 'subscriber'] as const) {
    const user = await signUpWithEmail();
    await app.call('POST', endpoints.signIn.path, { token: user.idToken, body: { lang: 'en' } });
    callers[caller] = user;
  }
  const subscriber = callers.subscriber as TestUser;
  const created = await app.call('POST', endpoints.createSubscription.path, {
    token: subscriber.idToken,
    body: { priceId: PRICE, email: 'subscriber@example.com', lang: 'en' },
  });
  await payWithCard(stripe.emulator.url, String(created.body.clientSecret));
  await app.call(
    'POST',
    pathOf(endpoints.getStripeSubscriptionViaId, { id: String(created.body.subscriptionId) }),
    {
      token: subscriber.idToken,
    },
  );
}, 60_000);

afterAll(async () => {
  const totals = Object.values(report).reduce(
    (sum, tally) => ({
      requests: sum.requests + tally.requests,
      serverErrors: sum.serverErrors + tally.serverErrors,
      changed: sum.changed + tally.changed,
    }),
    { requests: 0, serverErrors: 0, changed: 0 },
  );
  const dir = join(__dirname, '../../../.local/reports');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'fuzz.json'), JSON.stringify({ totals, routes: report }, null, 2));
  console.info(`fuzz: ${JSON.stringify(totals)} (per route: .local/reports/fuzz.json)`);
  await app?.close();
  await Promise.all([stripe?.emulator.close(), paypal?.close()]);
});

/**
 * Everything a request could write but the rate limiter's counters: counting every attempt,
 * refused ones included, is what the limiter is for (not a partial write).
 */
async function snapshot(): Promise<unknown> {
  const tree = await app.database.get('');
  if (!tree || typeof tree !== 'object') return tree;
  const { [RATE_LIMITS_PATH]: _counters, ...rest } = tree as Record<string, unknown>;
  return rest;
}

/** Sends one hostile request and checks what must hold for every one of them. */
async function probe(
  key: string,
  input: string,
  send: () => ReturnType<TestApp['call']>,
  mustRefuse: boolean,
): Promise<void> {
  const tally = (report[key] ??= {
    requests: 0,
    refused: 0,
    accepted: 0,
    serverErrors: 0,
    changed: 0,
  });
  const before = await snapshot();
  const answer = await send();
  const after = await snapshot();
  tally.requests += 1;
  if (answer.status >= 500) tally.serverErrors += 1;
  else if (answer.status >= 400) tally.refused += 1;
  else tally.accepted += 1;
  const changed = JSON.stringify(after) !== JSON.stringify(before);
  if (changed) tally.changed += 1;
  const label = `${key} ${input.slice(0, 200)} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;
  expect(answer.status, label).toBeLessThan(500);
  expect(changed, label).toBe(false);
  if (mustRefuse) expect(answer.status, label).toBeGreaterThanOrEqual(400);
  if (answer.status >= 400) {
    expect(answer.body.error, label).toEqual({
      code: expect.any(String),
      message: expect.any(String),
    });
  }
  expect(({} as Record<string, unknown>).polluted, label).toBeUndefined();
}

const ROUTES = routeInventory().map(routeKey);

describe('fuzzing every route', () => {
  it('covers every route of the app', () => {
    const covered = [...Object.keys(BODIES), ...Object.keys(PARAMETERS)];
    expect(ROUTES.filter((key) => !covered.includes(key))).toEqual([]);
    expect(covered.filter((key) => !ROUTES.includes(key))).toEqual([]);
  });

  it.each(Object.keys(BODIES))(
    '%s: 200+ hostile bodies',
    async (key) => {
      const spec = (BODIES[key] as (app: TestApp) => BodySpec)(app);
      const path = key.split(' ')[1] ?? '';
      const bodies = hostileBodies(spec.base, spec.fields, {
        emptyObjectValid: spec.emptyObjectValid ?? false,
      });
      expect(bodies.length).toBeGreaterThanOrEqual(200);
      const token = spec.caller === 'nobody' ? undefined : callers[spec.caller]?.idToken;
      for (const rawBody of bodies) {
        const mustRefuse = !spec.bodyless && (!spec.emptyObjectValid || !rawBody.startsWith('{'));
        await probe(key, rawBody, () => app.call('POST', path, { token, rawBody }), mustRefuse);
      }
    },
    180_000,
  );

  it.each(Object.keys(PARAMETERS))(
    '%s: 200+ hostile parameters',
    async (key) => {
      const spec = PARAMETERS[key];
      if (!spec) throw new Error(key);
      const method = key.split(' ')[0] ?? 'GET';
      const values = hostileStrings();
      expect(values.length).toBeGreaterThanOrEqual(200);
      const token = spec.caller === 'nobody' ? undefined : callers[spec.caller]?.idToken;
      for (const value of values) {
        await probe(
          key,
          value,
          () => app.call(method, spec.path(encodeURIComponent(value)), { token }),
          false,
        );
      }
    },
    180_000,
  );
});
