import type { PlanResource, SubscriptionResource } from '../paypal-types.js';

/** The approval window stand-in: plain, accessible HTML with no external resources. */
export const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f5f7fa; }
  main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dt { font-weight: 600; } dd { margin: 0 0 .75rem; }
  .actions { display: flex; gap: .75rem; }
  button { min-height: 44px; min-width: 44px; padding: 0 1.25rem; font: inherit; border-radius: 22px;
    border: 2px solid #003087; cursor: pointer; }
  .approve { background: #003087; color: #fff; } .cancel { background: #fff; color: #003087; }
  button:focus-visible { outline: 3px solid #ffc439; outline-offset: 2px; }`;

export function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>PayPal test approval</h1>
${content}
</main></body>
</html>`;
}

export function describeCycles(plan: PlanResource): string {
  const fee = plan.payment_preferences?.setup_fee;
  const setup =
    fee && Number(fee.value) > 0 ? [`Setup fee: ${fee.currency_code} ${fee.value}`] : [];
  const tax = Number(plan.taxes?.percentage ?? '0');
  const taxes = tax && plan.taxes?.inclusive === false ? [`plus ${tax}% tax`] : [];
  const cycles = plan.billing_cycles.map(({ pricing_scheme, frequency, tenure_type }) => {
    const { value, currency_code } = pricing_scheme.fixed_price;
    const every = `${frequency.interval_count ?? 1} ${frequency.interval_unit.toLowerCase()}(s)`;
    return `${tenure_type === 'TRIAL' ? 'Trial' : 'Then'}: ${currency_code} ${value} per ${every}`;
  });
  return [...setup, ...cycles, ...taxes].join('; ');
}

export function approvalPage(
  subscription: SubscriptionResource,
  plan: PlanResource,
  buyerEmail: string,
  merchant: string,
): string {
  return layout(
    'PayPal test approval',
    `<p>Local PayPal emulator: no real payment is made.</p>
<dl>
<dt>Merchant</dt><dd>${escape(merchant)}</dd>
<dt>Plan</dt><dd>${escape(plan.name)} (${escape(plan.id)})</dd>
<dt>Billing</dt><dd>${escape(describeCycles(plan))}</dd>
<dt>Starts</dt><dd>${escape(subscription.start_time)}</dd>
<dt>PayPal account</dt><dd>${escape(buyerEmail)}</dd>
</dl>
${decisionForm(subscription.id)}`,
  );
}

/** Approve and Cancel, posted to `/checkoutnow/{approve,cancel}` with the token. */
export function decisionForm(token: string, approveLabel = 'Approve'): string {
  return `<form method="post" action="/checkoutnow/approve" class="actions">
<input type="hidden" name="token" value="${escape(token)}">
<input type="hidden" name="popup" value="0">
<button type="submit" class="approve">${escape(approveLabel)}</button>
<button type="submit" class="cancel" formaction="/checkoutnow/cancel">Cancel</button>
</form>
<script>document.querySelector('input[name=popup]').value = window.opener ? '1' : '0';</script>`;
}

export type ApprovalOutcome = 'approved' | 'cancelled';

/** Whose decision it was: a subscription (or its revision) or an order. */
export type DecisionSubject = { subscriptionID: string } | { orderID: string };

/** Shown after the decision in a popup: tells the opener, then closes itself. */
export function outcomePage(outcome: ApprovalOutcome, subject: DecisionSubject): string {
  const message = JSON.stringify({ source: 'paypal-emulator', type: outcome, ...subject });
  const what = 'orderID' in subject ? 'Payment' : 'Subscription';
  const text = outcome === 'approved' ? `${what} approved.` : 'Approval cancelled.';
  return layout(
    'PayPal test approval',
    `<p role="status">${text} You can close this window.</p>
<script>(function () {
  var message = ${message.replace(/</g, '\\u003c')};
  if (window.opener) window.opener.postMessage(message, '*');
  window.close();
})();</script>`,
  );
}

export function problemPage(text: string): string {
  return layout('PayPal test approval: problem', `<p role="alert">${escape(text)}</p>`);
}
