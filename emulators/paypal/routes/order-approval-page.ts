import type { OrderResource } from '../order-types.js';
import { decisionForm, escape, layout } from './approval-page.js';

/** The buyer's window for a one-off order: what is bought, the total, Pay (approve) or Cancel. */
export function orderApprovalPage(order: OrderResource, buyerEmail: string, merchant: string) {
  const units = order.purchase_units
    .map(
      ({ description, amount }) =>
        `<dt>${escape(description ?? 'Purchase')}</dt><dd>${escape(`${amount.currency_code} ${amount.value}`)}</dd>`,
    )
    .join('\n');
  return layout(
    'PayPal test approval',
    `<p>Local PayPal emulator: no real payment is made.</p>
<dl>
<dt>Merchant</dt><dd>${escape(merchant)}</dd>
${units}
<dt>PayPal account</dt><dd>${escape(buyerEmail)}</dd>
</dl>
${decisionForm(order.id)}`,
  );
}
