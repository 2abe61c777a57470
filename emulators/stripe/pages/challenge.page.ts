import { formatAmount } from '../billing/pricing.js';
import type { ChallengedIntent } from '../billing/three-d-secure.service.js';
import { escapeHtml, htmlDocument } from './html-page.js';

export const CHALLENGE_TITLE = '3D Secure test challenge';

/** The emulator's stand-in for the issuer's 3-D Secure page: Complete or Fail. */
export function challengePage(intent: ChallengedIntent, last4: string | undefined): string {
  const what =
    intent.object === 'payment_intent'
      ? `a payment of ${formatAmount(intent.amount, intent.currency)}`
      : 'saving your card for later payments';
  const card = last4 ? ` with the card ending in ${last4}` : '';
  return htmlDocument(
    CHALLENGE_TITLE,
    `<h1>${CHALLENGE_TITLE}</h1>
<p>Your bank asks you to confirm ${escapeHtml(what)}${escapeHtml(card)}.</p>
<p class="note">Local Stripe emulator: no real bank is involved.</p>
<form method="post" action="/3ds/${escapeHtml(intent.id)}">
<input type="hidden" name="client_secret" value="${escapeHtml(intent.client_secret ?? '')}">
<div class="actions">
<button type="submit" class="primary" name="outcome" value="complete">Complete</button>
<button type="submit" class="secondary" name="outcome" value="fail">Fail</button>
</div>
</form>`,
  );
}
