import { z } from 'zod';
import type { FunnelSession } from './funnel-session.js';
import { resultText } from './funnel-session.js';
import type { CallResult } from './http-call.js';
import { call, sleep } from './http-call.js';
import { failedReport, type PurchaseReport } from './visitor-outcome.js';
import type { CheckoutScenario } from './visitor-plan.js';
import { withDiscount } from './visitor-plan.js';
import { uniqueCardNumber } from '../stripe/testing/unique-card.js';

const sessionSchema = z.object({ sessionId: z.string(), url: z.string() });
const OK_CARD = '4242424242424242';
const CARDS: Record<CheckoutScenario, string[]> = {
  pay: [OK_CARD],
  'decline-then-pay': ['4000000000000002', OK_CARD],
  cancel: [],
};

/** POST /api/payment/createCheckoutSession as the checkout screen's hosted-checkout button does. */
async function createSession(session: FunnelSession) {
  const pkg = await session.chosenPackage();
  const success = new URL('/payment_success', session.origin);
  success.search = new URLSearchParams({ source: 'checkout' }).toString();
  const body = {
    priceId: pkg.recurringPriceId,
    ...(pkg.trialPriceId ? { trialId: pkg.trialPriceId } : {}),
    lang: session.lang,
    withDiscount: withDiscount(session.plan.group),
    origin: session.origin,
    email: session.email,
    gender: 'f',
    platform: 'web',
    // Appended raw: Stripe fills in the braces.
    successUrl: `${success.toString()}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${session.origin}/payment`,
  };
  const create = () => session.api('/payment/createCheckoutSession', { body });
  let answer: CallResult | undefined;
  if (session.plan.doubleClick) {
    const [first, second] = await Promise.all([create(), create()]);
    const ids = [first, second]
      .map((result) => sessionSchema.safeParse(result.body))
      .flatMap((parsed) => (parsed.success ? [parsed.data.sessionId] : []));
    if (new Set(ids).size > 1) session.notes.push(`double-click-split ${ids.join(' ')}`);
    answer = first.ok ? first : second.ok ? second : undefined;
  }
  answer ??= await session.log.repeat('api:createCheckoutSession', 6, 2000, create);
  const created = sessionSchema.safeParse(answer.body);
  return answer.ok && created.success
    ? created.data
    : failedReport(`createCheckoutSession ${resultText(answer)}`);
}

/** The hosted page's form: Pay answers a redirect to success_url, a decline the page again (402). */
function pay(session: FunnelSession, url: string, card: string): Promise<CallResult> {
  return call(url, {
    body: new URLSearchParams({
      email: session.email,
      card_number: card.replace(/(\d{4})(?=\d)/g, '$1 '),
      card_expiry: '12 / 34',
      card_cvc: '123',
      // Fastwell's sessions collect consent to the terms (consent_collection).
      terms_of_service: 'accepted',
    }),
    manualRedirect: true,
    timeoutMs: 60_000,
  });
}

/** Stripe's hosted Checkout: create the session, pay on its page, come back with session_id. */
export async function checkoutVisitor(
  session: FunnelSession,
  scenario: CheckoutScenario,
): Promise<PurchaseReport> {
  const created = await createSession(session);
  if ('belief' in created) return created;
  const page = await call(created.url, { timeoutMs: 30_000 });
  if (!page.ok) return failedReport(`checkout page ${resultText(page)}`);
  if (scenario === 'cancel') {
    await call(`${created.url}/cancel`, { method: 'POST', manualRedirect: true });
    return { belief: 'cancelled', subscriptionIds: [], resolution: 'not-paid', notes: [] };
  }
  let paidAt: string | null = null;
  // Each visitor is a person with a card of their own (one trial per card, issue 17).
  const own = uniqueCardNumber();
  for (const card of CARDS[scenario].map((number) => (number === OK_CARD ? own : number))) {
    const answer = await pay(session, created.url, card);
    if (answer.location?.includes('session_id=')) {
      paidAt = answer.location;
      break;
    }
    if (answer.status !== 402) return failedReport(`checkout pay ${resultText(answer)}`);
  }
  if (!paidAt)
    return { belief: 'declined', subscriptionIds: [], resolution: 'not-paid', notes: [] };
  if (session.plan.abandonAfterPay)
    return { belief: 'paid', subscriptionIds: [], resolution: 'skipped', notes: [] };
  // The success page: spec 02 §4.7, by session_id, once.
  await sleep(1000);
  const sessionId = new URL(paidAt).searchParams.get('session_id') ?? created.sessionId;
  const resolved = await session.api(
    `/payment/getStripeSubscriptionViaSession/${encodeURIComponent(sessionId)}`,
    { headers: { 'Cache-Control': 'no-cache' } },
  );
  if (!resolved.ok) session.log.failed('api:getStripeSubscriptionViaSession', resolved);
  const subscription = z
    .object({ subscription: z.object({ id: z.string() }) })
    .safeParse(resolved.body);
  return {
    belief: 'paid',
    subscriptionIds: subscription.success ? [subscription.data.subscription.id] : [],
    resolution: resolved.ok ? 'resolved' : 'failed',
    notes: resolved.ok ? [] : [`resolution ${resultText(resolved)}`],
  };
}
