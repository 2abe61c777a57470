import { z } from 'zod';
import type { ChosenPackage, FunnelSession } from './funnel-session.js';
import { resultText } from './funnel-session.js';
import { call, sleep } from './http-call.js';
import { failedReport, type PurchaseReport } from './visitor-outcome.js';
import { withDiscount, type PaypalScenario } from './visitor-plan.js';

const createdSchema = z.object({ subscriptionId: z.string() });

/**
 * A click on the PayPal button: its createSubscription asks the API to create the subscription
 * (POST /api/payment/createPaypalSubscription; the server picks the plan and binds it to the
 * user), then the approval window. A failed create is the SDK's onError: the visitor clicks
 * again.
 */
async function subscribeAndDecide(
  session: FunnelSession,
  pkg: ChosenPackage,
  approve: boolean,
): Promise<{ id: string } | { error: string }> {
  const created = await session.log.repeat('api:createPaypalSubscription', 6, 2000, () =>
    session.api('/payment/createPaypalSubscription', {
      body: {
        priceId: pkg.recurringPriceId,
        ...(pkg.trialPriceId ? { trialId: pkg.trialPriceId } : {}),
        withDiscount: withDiscount(session.plan.group),
      },
    }),
  );
  const subscription = createdSchema.safeParse(created.body);
  if (!created.ok || !subscription.success) return { error: `create ${resultText(created)}` };
  const id = subscription.data.subscriptionId;
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
 * getPaypalSubscriptionViaId. A refused confirm (4xx) shows an error on the checkout screen: the visitor
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
    const decided = await subscribeAndDecide(session, pkg, scenario === 'approve');
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
