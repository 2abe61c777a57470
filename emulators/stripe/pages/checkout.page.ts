import type Stripe from 'stripe';
import { formatAmount } from '../billing/pricing.js';
import { escapeHtml, htmlDocument } from './html-page.js';

export interface CheckoutPageState {
  email: string;
  error?: string;
  trialDays: number | null;
  /** The account's terms of service (linked beside the consent box). */
  termsOfServiceUrl: string | null;
}

/** Stripe's own label, which a session cannot change in subscription mode. */
function submitLabel(session: Stripe.Checkout.Session, trialDays: number | null): string {
  if (session.mode !== 'subscription') return 'Pay';
  return trialDays ? 'Start trial' : 'Subscribe';
}

function termsConsent(session: Stripe.Checkout.Session, url: string | null): string {
  if (session.consent_collection?.terms_of_service !== 'required') return '';
  const custom = session.custom_text.terms_of_service_acceptance?.message;
  const text = custom
    ? escapeHtml(custom)
    : `I agree to the <a href="${escapeHtml(url ?? '')}">Terms of Service</a>`;
  return `<label class="consent"><input type="checkbox" name="terms_of_service" value="accepted" required> ${text}</label>`;
}

function summaryRows(session: Stripe.Checkout.Session, trialDays: number | null): string {
  const currency = session.currency ?? 'eur';
  return (session.line_items?.data ?? [])
    .map((line) => {
      const recurring = line.price?.recurring;
      const every = recurring
        ? ` per ${recurring.interval_count === 1 ? recurring.interval : `${recurring.interval_count} ${recurring.interval}s`}`
        : '';
      const unit = formatAmount(line.price?.unit_amount ?? 0, currency);
      const terms =
        recurring && trialDays ? `${trialDays} days free, then ${unit}${every}` : `${unit}${every}`;
      return `<tr><td>${escapeHtml(line.description ?? '')} × ${line.quantity ?? 1}<br><span class="note">${escapeHtml(terms)}</span></td><td class="amount">${escapeHtml(formatAmount(line.amount_subtotal, currency))}</td></tr>`;
    })
    .join('\n');
}

/** The hosted Checkout stand-in: order summary, the card form, Pay and Cancel. */
export function checkoutPage(session: Stripe.Checkout.Session, state: CheckoutPageState): string {
  const currency = session.currency ?? 'eur';
  const discount = session.total_details?.amount_discount ?? 0;
  const discountRow =
    discount > 0
      ? `<tr><td>Discount</td><td class="amount">−${escapeHtml(formatAmount(discount, currency))}</td></tr>`
      : '';
  const emailLocked = session.customer !== null || session.customer_email !== null;
  const alert = state.error ? escapeHtml(state.error) : '';
  return htmlDocument(
    'Checkout',
    `<h1>${session.mode === 'subscription' ? 'Subscribe to Fastwell' : 'Pay Fastwell'}</h1>
<section aria-labelledby="summary-heading">
<h2 id="summary-heading">Order summary</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="amount">Amount</th></tr></thead>
<tbody>
${summaryRows(session, state.trialDays)}
${discountRow}
</tbody>
<tfoot><tr><th scope="row">Total due today</th><td class="amount"><strong>${escapeHtml(formatAmount(session.amount_total ?? 0, currency))}</strong></td></tr></tfoot>
</table>
</section>
<p role="alert" id="checkout-error">${alert}</p>
<form method="post" action="/c/pay/${escapeHtml(session.id)}" aria-describedby="checkout-error">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(state.email)}"${emailLocked ? ' readonly' : ''}>
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
<label for="card-expiry">Expiration date</label>
<input id="card-expiry" name="card_expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" required>
<label for="card-cvc">Security code</label>
<input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" required>
${termsConsent(session, state.termsOfServiceUrl)}
${session.custom_text.submit ? `<p class="note" id="submit-text">${escapeHtml(session.custom_text.submit.message)}</p>` : ''}
<div class="actions">
<button type="submit" class="primary">${submitLabel(session, state.trialDays)}</button>
${session.cancel_url ? `<button type="submit" class="secondary" formaction="/c/pay/${escapeHtml(session.id)}/cancel" formnovalidate>Cancel</button>` : ''}
</div>
</form>
<p class="note">Local Stripe emulator: test cards only (4242 4242 4242 4242 pays).</p>`,
  );
}
