import type { ContractRecord, Money } from '../contracts/contract-record';

/** A payment of the user's ledger (users/{uid}/payments/{id}). */
export interface LedgerPayment extends Money {
  id: string;
  provider: 'stripe' | 'paypal';
  subscriptionId: string;
  /** ISO time the provider reported it paid. */
  paidAt?: string;
  /** Minor units refunded of it so far, as the provider's events reported. */
  refunded?: number;
}

/** One payment a withdrawal gives back, and how the provider knows it. */
export interface RefundablePayment extends Money {
  id: string;
  provider: 'stripe' | 'paypal';
  /** A Stripe invoice, a Stripe one-off payment (the e-book), or a PayPal sale. */
  kind: 'invoice' | 'payment-intent' | 'sale';
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The ledger as stored; entries off shape are skipped. */
export function ledgerPayments(stored: unknown): LedgerPayment[] {
  if (!isObject(stored)) return [];
  return Object.entries(stored).flatMap(([id, entry]) => {
    if (!isObject(entry)) return [];
    const { provider, subscriptionId, amount, currency, paidAt, refunded } = entry;
    if (provider !== 'stripe' && provider !== 'paypal') return [];
    if (typeof subscriptionId !== 'string' || typeof amount !== 'number') return [];
    if (typeof currency !== 'string') return [];
    return [
      {
        id,
        provider,
        subscriptionId,
        amount,
        currency,
        ...(typeof paidAt === 'string' ? { paidAt } : {}),
        ...(typeof refunded === 'number' ? { refunded } : {}),
      },
    ];
  });
}

const asRefund = (payment: LedgerPayment): RefundablePayment => ({
  id: payment.id,
  provider: payment.provider,
  kind: payment.provider === 'paypal' ? 'sale' : 'invoice',
  amount: payment.amount,
  currency: payment.currency,
});

/** PayPal may report a sale a little before the billing time it was due at. */
export const SALE_EARLY_TOLERANCE_MS = 24 * 3600 * 1000;

/** The sales of a subscription from a plan's first payment on (`firstChargeAt`, ISO). */
export function salesFrom(
  ledger: readonly LedgerPayment[],
  subscriptionId: string | undefined,
  firstChargeAt: string | undefined,
): LedgerPayment[] {
  const from = Date.parse(firstChargeAt ?? '') - SALE_EARLY_TOLERANCE_MS;
  if (!Number.isFinite(from)) return [];
  return ledger.filter(
    (payment) =>
      payment.subscriptionId === subscriptionId && Date.parse(payment.paidAt ?? '') >= from,
  );
}

/**
 * The payments an upsell made: Stripe's invoice of the plan change (`paymentId`); a PayPal
 * revision charges nothing when it is made, so every sale of its subscription from the new plan's
 * first payment on (`renewal.firstChargeAt`).
 */
function upsellPayments(upsell: ContractRecord, ledger: readonly LedgerPayment[]): LedgerPayment[] {
  if (upsell.provider !== 'paypal' || upsell.paymentId)
    return ledger.filter((payment) => payment.id === upsell.paymentId);
  return salesFrom(ledger, upsell.subscriptionId, upsell.renewal?.firstChargeAt);
}

/**
 * Everything paid for one contract, which its withdrawal gives back in full (no proportionate
 * amount is kept, terms §7):
 * - a subscription: every payment of its subscription in the ledger (renewals included), but
 *   an upsell's own invoice, which is its upsell's;
 * - an upsell: the invoice that charged the plan change; at PayPal, every sale on the new plan;
 * - the e-book: its one-off payment.
 * `upsells` are the upsell contracts of the same subscription.
 */
export function paymentsOf(
  contract: ContractRecord,
  ledger: readonly LedgerPayment[],
  upsells: readonly ContractRecord[],
): RefundablePayment[] {
  if (contract.kind === 'ebook')
    return contract.paymentId && contract.charged.amount > 0
      ? [
          {
            id: contract.paymentId,
            provider: 'stripe',
            kind: 'payment-intent',
            ...contract.charged,
          },
        ]
      : [];
  if (contract.kind === 'upsell') {
    const own = upsellPayments(contract, ledger);
    if (own.length > 0) return own.map(asRefund);
    return contract.paymentId && contract.charged.amount > 0
      ? [
          {
            id: contract.paymentId,
            provider: contract.provider,
            kind: 'invoice',
            ...contract.charged,
          },
        ]
      : [];
  }
  const upsellPaid = new Set(
    upsells.flatMap((upsell) => upsellPayments(upsell, ledger).map((payment) => payment.id)),
  );
  return ledger
    .filter((payment) => payment.subscriptionId === contract.subscriptionId)
    .filter((payment) => !upsellPaid.has(payment.id))
    .map(asRefund);
}

/**
 * What the mail states was paid: the payments found, or, before the first reached the ledger
 * (its webhook not yet in), what the purchase charged.
 */
export function paidFor(contract: ContractRecord, payments: readonly RefundablePayment[]): Money {
  if (payments.length === 0) return contract.charged;
  return {
    amount: payments.reduce((sum, payment) => sum + payment.amount, 0),
    currency: payments[0]?.currency ?? contract.charged.currency,
  };
}
