import { z } from 'zod';
import { LOCAL_STACK } from '../local-stack.config.js';
import { uniqueCardNumber } from '../stripe/testing/unique-card.js';
import type { FunnelSession } from './funnel-session.js';
import { resultText } from './funnel-session.js';
import type { CallResult } from './http-call.js';
import { call, errorCode, isTransient, sleep } from './http-call.js';
import { failedReport, type PurchaseReport } from './visitor-outcome.js';
import type { CardScenario } from './visitor-plan.js';
import { withDiscount } from './visitor-plan.js';

const CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000002760003184',
} as const;

/** The cards tried in turn (the form keeps the subscription: a retry re-confirms the same one). */
const CARDS_OF: Record<CardScenario, string[]> = {
  success: [CARDS.ok],
  'three-d-secure': [CARDS.threeDSecure],
  'three-d-secure-fail': [CARDS.threeDSecure],
  decline: [CARDS.declined],
  'decline-then-success': [CARDS.declined, CARDS.ok],
  'insufficient-funds': [CARDS.insufficientFunds],
};

const createdSchema = z.object({
  type: z.enum(['payment', 'setup']),
  subscriptionId: z.string(),
  clientSecret: z.string(),
});
type Created = z.infer<typeof createdSchema>;

const intentSchema = z.object({
  id: z.string(),
  status: z.string(),
  next_action: z.object({ redirect_to_url: z.object({ url: z.string() }).optional() }).nullish(),
});

type Attempt = 'paid' | 'declined' | 'error';

/** POST /api/payment/createSubscription as the payment form does (one call per click). */
async function createSubscription(session: FunnelSession): Promise<Created | PurchaseReport> {
  const pkg = await session.chosenPackage();
  const body = {
    priceId: pkg.recurringPriceId,
    ...(pkg.trialPriceId ? { trialId: pkg.trialPriceId } : {}),
    email: session.email,
    lang: session.lang,
    withDiscount: withDiscount(session.plan.group),
    origin: session.origin,
    // The marketing query of the visit, as the web sends it (a query string).
    urlParams: 'utm_source=reliability&utm_campaign=purchase',
    gender: 'f',
    platform: 'web',
  };
  const create = () => session.api('/payment/createSubscription', { body });
  const notes: string[] = [];
  let answer: CallResult | undefined;
  if (session.plan.doubleClick) {
    const [first, second] = await Promise.all([create(), create()]);
    const ids = [first, second]
      .map((result) => createdSchema.safeParse(result.body))
      .flatMap((parsed) => (parsed.success ? [parsed.data.subscriptionId] : []));
    if (new Set(ids).size > 1) notes.push(`double-click-split ${ids.join(' ')}`);
    answer = first.ok ? first : second.ok ? second : undefined;
  }
  // After an error the visitor reads the message and clicks pay again.
  answer ??= await session.log.repeat('api:createSubscription', 6, 2000, create);
  const created = createdSchema.safeParse(answer.body);
  if (!answer.ok || !created.success)
    return { ...failedReport(`createSubscription ${resultText(answer)}`), notes };
  if (notes.length) session.notes.push(...notes);
  return created.data;
}

/** Stripe.js confirmPayment / confirmSetup: the publishable key, the client secret, the card. */
function confirm(session: FunnelSession, created: Created, card: string): Promise<CallResult> {
  const kind = created.type === 'payment' ? 'payment_intents' : 'setup_intents';
  const id = created.clientSecret.split('_secret_')[0] ?? '';
  const returnUrl = new URL('/payment', session.origin);
  returnUrl.search = new URLSearchParams({
    subscriptionId: created.subscriptionId,
    selectedPackageId: session.plan.packageModel,
    source: 'elements',
  }).toString();
  return call(`${session.urls.stripe}/v1/${kind}/${id}/confirm`, {
    body: new URLSearchParams({
      key: LOCAL_STACK.stripe.publishableKey,
      client_secret: created.clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
      'payment_method_data[billing_details][email]': session.email,
      return_url: returnUrl.toString(),
    }),
    timeoutMs: 60_000,
  });
}

/** stripe.retrievePaymentIntent / retrieveSetupIntent (the payment-return page, spec 02 §4.6). */
function retrieve(session: FunnelSession, created: Created): Promise<CallResult> {
  const kind = created.type === 'payment' ? 'payment_intents' : 'setup_intents';
  const id = created.clientSecret.split('_secret_')[0] ?? '';
  const query = new URLSearchParams({
    key: LOCAL_STACK.stripe.publishableKey,
    client_secret: created.clientSecret,
  });
  return call(`${session.urls.stripe}/v1/${kind}/${id}?${query.toString()}`, { timeoutMs: 60_000 });
}

/** The 3-D Secure page: Complete or Fail, then Stripe redirects to return_url with the status. */
async function challenge(session: FunnelSession, url: string, complete: boolean): Promise<Attempt> {
  const page = await call(url, { timeoutMs: 30_000 });
  if (!page.ok) return 'error';
  const target = new URL(url);
  const answer = await call(`${target.origin}${target.pathname}`, {
    body: new URLSearchParams({
      client_secret: target.searchParams.get('client_secret') ?? '',
      outcome: complete ? 'complete' : 'fail',
    }),
    manualRedirect: true,
    timeoutMs: 30_000,
  });
  const status = answer.location
    ? new URL(answer.location).searchParams.get('redirect_status')
    : null;
  if (status === 'succeeded') return 'paid';
  return status === 'failed' ? 'declined' : 'error';
}

/** Where an intent stands: paid, declined, a challenge to pass, or still to be confirmed. */
async function evaluate(
  session: FunnelSession,
  intent: z.infer<typeof intentSchema>,
  scenario: CardScenario,
): Promise<Attempt | 'unconfirmed'> {
  const url = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && url)
    return challenge(session, url, scenario !== 'three-d-secure-fail');
  if (intent.status === 'succeeded' || intent.status === 'processing') return 'paid';
  return intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation'
    ? 'unconfirmed'
    : 'error';
}

/** One card on the form: confirm, and click pay again after transient errors (at most 5 times). */
async function payWith(
  session: FunnelSession,
  created: Created,
  card: string,
  scenario: CardScenario,
): Promise<Attempt> {
  for (let clicks = 1; ; clicks += 1) {
    const answer = await confirm(session, created, card);
    const intent = intentSchema.safeParse(answer.body);
    if (answer.ok && intent.success) {
      const state = await evaluate(session, intent.data, scenario);
      return state === 'unconfirmed' ? 'error' : state;
    }
    if (answer.status === 402) return 'declined';
    session.log.failed('stripe:confirm', answer);
    if (!isTransient(answer) && !errorCode(answer.body).endsWith('unexpected_state'))
      return 'error';
    // The visitor reloads (the return page retrieves the intent) or clicks pay again.
    const now = await session.log.repeat('stripe:retrieveIntent', 5, 1000, () =>
      retrieve(session, created),
    );
    const current = intentSchema.safeParse(now.body);
    if (now.ok && current.success) {
      const state = await evaluate(session, current.data, scenario);
      if (state !== 'unconfirmed') return state;
    }
    if (clicks >= 5) return 'error';
    session.log.retried('stripe:confirm');
    await sleep(2000);
  }
}

/** The embedded card form: createSubscription, confirm at Stripe, then the purchase resolution. */
export async function cardVisitor(
  session: FunnelSession,
  scenario: CardScenario,
): Promise<PurchaseReport> {
  const created = await createSubscription(session);
  if ('belief' in created) return created;
  const subscriptionIds = [created.subscriptionId];
  let outcome: Attempt = 'error';
  // Each visitor is a person with a card of their own (one trial per card, issue 17).
  const own = uniqueCardNumber();
  for (const card of CARDS_OF[scenario].map((number) => (number === CARDS.ok ? own : number))) {
    outcome = await payWith(session, created, card, scenario);
    if (outcome !== 'declined') break;
  }
  if (outcome !== 'paid') {
    const belief = outcome === 'declined' ? 'declined' : 'failed';
    return { belief, subscriptionIds, resolution: 'not-paid', notes: [] };
  }
  if (session.plan.abandonAfterPay)
    return { belief: 'paid', subscriptionIds, resolution: 'skipped', notes: [] };
  // Spec 02 §4.7: wait 1 s, fetch once; a failure is logged and the visitor goes on.
  await sleep(1000);
  const resolved = await session.api(
    `/payment/getStripeSubscriptionViaId/${encodeURIComponent(created.subscriptionId)}`,
    { method: 'POST', body: {} },
  );
  if (!resolved.ok) session.log.failed('api:getStripeSubscriptionViaId', resolved);
  return {
    belief: 'paid',
    subscriptionIds,
    resolution: resolved.ok ? 'resolved' : 'failed',
    notes: resolved.ok ? [] : [`resolution ${resultText(resolved)}`],
  };
}
