import { z } from 'zod';
import { LOCAL_STACK } from '../local-stack.config.js';
import type { FunnelSession } from './funnel-session.js';
import { resultText } from './funnel-session.js';
import { call, sleep } from './http-call.js';
import { failedReport, type PurchaseReport } from './visitor-outcome.js';
import type { PaypalScenario } from './visitor-plan.js';

const tokenSchema = z.object({ access_token: z.string() });
const createdSchema = z.object({ id: z.string(), status: z.string() });

/** The stand-in SDK's client-side token: Basic `client-id:` (empty secret), as PayPal's SDK. */
async function facilitatorToken(session: FunnelSession): Promise<string | null> {
  const basic = Buffer.from(`${LOCAL_STACK.paypal.clientId}:`).toString('base64');
  const answer = await session.log.repeat('paypal:sdkToken', 5, 1000, () =>
    call(`${session.urls.paypal}/sdk/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}` },
      timeoutMs: 30_000,
    }),
  );
  const parsed = tokenSchema.safeParse(answer.body);
  return answer.ok && parsed.success ? parsed.data.access_token : null;
}

/**
 * A click on the PayPal button: `actions.subscription.create({ plan_id, custom_id: uid })` from
 * the browser, then the approval window. A failed create is the SDK's onError: the visitor
 * clicks again.
 */
async function subscribeAndDecide(
  session: FunnelSession,
  planId: string,
  approve: boolean,
): Promise<{ id: string } | { error: string }> {
  const token = await facilitatorToken(session);
  if (!token) return { error: 'no SDK token' };
  const created = await session.log.repeat('paypal:createSubscription', 6, 2000, () =>
    call(`${session.urls.paypal}/v1/billing/subscriptions`, {
      headers: { Authorization: `Bearer ${token}` },
      body: { plan_id: planId, custom_id: session.uid },
      timeoutMs: 30_000,
    }),
  );
  const subscription = createdSchema.safeParse(created.body);
  if (!created.ok || !subscription.success) return { error: `create ${resultText(created)}` };
  const id = subscription.data.id;
  const page = await call(`${session.urls.paypal}/checkoutnow?token=${encodeURIComponent(id)}`, {
    timeoutMs: 30_000,
  });
  if (!page.ok) return { error: `approval page ${resultText(page)}` };
  const decided = await call(
    `${session.urls.paypal}/checkoutnow/${approve ? 'approve' : 'cancel'}`,
    { body: new URLSearchParams({ token: id, popup: '1' }), timeoutMs: 30_000 },
  );
  if (!decided.ok) return { error: `approval ${resultText(decided)}` };
  return { id };
}

/**
 * The PayPal button (web/src/features/checkout/paypal-button.tsx): create, approve, then
 * confirmPaypalSubscription once, then (also when the confirm failed without a refusal: 5xx or
 * no answer; PurchaseStore.confirmPaypal) the post-purchase route resolves the purchase with
 * getPaypalSubscriptionViaId. A refused confirm (4xx) shows an error on the paywall: the visitor
 * reloads it and, if it still offers the purchase, buys again.
 */
export async function paypalVisitor(
  session: FunnelSession,
  scenario: PaypalScenario,
): Promise<PurchaseReport> {
  const pkg = await session.chosenPackage();
  if (!pkg.paypalPlanId) return failedReport('no PayPal plan for the package');
  const subscriptionIds: string[] = [];
  const notes: string[] = [];
  for (let purchase = 1; purchase <= 2; purchase += 1) {
    const decided = await subscribeAndDecide(session, pkg.paypalPlanId, scenario === 'approve');
    if ('error' in decided) return { ...failedReport(decided.error), subscriptionIds, notes };
    if (scenario === 'cancel')
      return { belief: 'cancelled', subscriptionIds: [decided.id], resolution: 'not-paid', notes };
    subscriptionIds.push(decided.id);
    // Closing the tab right after approving in the popup: only webhooks can record it.
    if (session.plan.abandonAfterPay)
      return { belief: 'paid', subscriptionIds, resolution: 'skipped', notes };
    const confirmed = await session.api('/payment/confirmPaypalSubscription', {
      body: { subscriptionId: decided.id },
    });
    const refused =
      !confirmed.ok &&
      confirmed.status !== null &&
      confirmed.status >= 400 &&
      confirmed.status < 500;
    if (!refused) {
      if (!confirmed.ok) {
        session.log.failed('api:confirmPaypalSubscription', confirmed);
        notes.push(`confirm ${resultText(confirmed)}`);
      }
      await sleep(1000);
      const resolved = await session.api(
        `/payment/getPaypalSubscriptionViaId/${encodeURIComponent(decided.id)}`,
        { headers: { 'Cache-Control': 'no-cache' } },
      );
      if (!resolved.ok) session.log.failed('api:getPaypalSubscriptionViaId', resolved);
      return {
        belief: 'paid',
        subscriptionIds,
        resolution: resolved.ok ? 'resolved' : 'failed',
        notes: resolved.ok ? notes : [...notes, `resolution ${resultText(resolved)}`],
      };
    }
    session.log.failed('api:confirmPaypalSubscription', confirmed);
    notes.push(`confirm ${resultText(confirmed)}`);
    await sleep(3000);
    const { isPurchaseAvailable } = await session.products();
    if (!isPurchaseAvailable)
      return { belief: 'paid', subscriptionIds, resolution: 'failed', notes };
    if (purchase === 1) notes.push('rebuy');
  }
  return { belief: 'failed', subscriptionIds, resolution: 'failed', notes };
}
