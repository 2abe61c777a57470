import { isDeepStrictEqual } from 'node:util';
import { minorUnits } from './amounts.rules';

/** A dispute (chargeback, or the inquiry before one) as the provider reports it now. */
export interface DisputeState {
  /** Minor units disputed. */
  amount: number;
  /** Stripe's dispute status (`needs_response`, `won`, …), or `reversed` (PayPal). */
  status: string;
}

/**
 * What the provider reports now of the money taken back from one ledger payment:
 * - `charge`: a Stripe charge as it is now (everything refunded of it so far, its dispute);
 * - `sale`: a PayPal sale as it is now, with the refund or reversal a verified event reported
 *   (PayPal reports each refund, not the total refunded).
 */
export type PaymentAdjustment =
  | { kind: 'charge'; refunded: number; dispute: DisputeState | null }
  | {
      kind: 'sale';
      /** The sale's state now: `refunded` (in full), `partially_refunded`, `completed`, … */
      state: string;
      refund: { id: string; amount: number } | null;
      /** Minor units PayPal took back (PAYMENT.SALE.REVERSED). */
      reversed: number | null;
    };

/** PayPal's status for a sale it reversed (a chargeback or dispute decided for the buyer). */
export const PAYPAL_REVERSED = 'reversed';

/**
 * Dispute statuses under which the money stays ours: won, prevented, or only an inquiry
 * (Stripe's `warning_*`: no funds are withdrawn before a chargeback). Every other status
 * (`needs_response`, `under_review`, `lost`, PayPal's reversal, one not known yet) has taken it.
 */
const DISPUTE_KEEPS_MONEY: ReadonlySet<string> = new Set([
  'won',
  'prevented',
  'warning_needs_response',
  'warning_under_review',
  'warning_closed',
]);

export const disputeTakesMoney = (status: string): boolean => !DISPUTE_KEEPS_MONEY.has(status);

const REFUND_ID = /^[A-Za-z0-9_-]{1,100}$/;
const STATUS = /^[a-z_]{1,40}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isMinor = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const within = (value: number, max: number): number =>
  Number.isSafeInteger(value) ? Math.min(Math.max(value, 0), max) : 0;

function refundsOf(stored: unknown, amount: number): Record<string, number> {
  if (!isRecord(stored)) return {};
  const refunds: Record<string, number> = {};
  for (const [id, value] of Object.entries(stored))
    if (REFUND_ID.test(id) && isMinor(value)) refunds[id] = Math.min(value, amount);
  return refunds;
}

/**
 * The ledger entry with what the provider reports taken back from it: `refunded` (minor units,
 * the total), `disputed` and `disputeStatus`; PayPal's refunds by id in `refunds`. Each field is
 * set to what the provider reports now, so a redelivery or any order of events gives the same
 * entry. Null when nothing changes (or the stored value is not a ledger entry).
 */
export function adjustedRecord(
  stored: unknown,
  adjustment: PaymentAdjustment,
): Record<string, unknown> | null {
  if (!isRecord(stored) || !isMinor(stored.amount)) return null;
  const { amount } = stored;
  const next: Record<string, unknown> = { ...stored };
  let refunded: number;
  let dispute: DisputeState | null;
  if (adjustment.kind === 'charge') {
    refunded = within(adjustment.refunded, amount);
    dispute = adjustment.dispute;
  } else {
    const refunds = refundsOf(stored.refunds, amount);
    const { refund } = adjustment;
    if (refund && REFUND_ID.test(refund.id)) refunds[refund.id] = within(refund.amount, amount);
    if (Object.keys(refunds).length > 0) next.refunds = refunds;
    const sum = Object.values(refunds).reduce((total, value) => total + value, 0);
    refunded = adjustment.state === 'refunded' ? amount : Math.min(sum, amount);
    dispute =
      adjustment.reversed === null
        ? null
        : { amount: adjustment.reversed, status: PAYPAL_REVERSED };
  }
  // A payment nothing was refunded of keeps its entry as it was recorded.
  if (refunded > 0 || stored.refunded !== undefined) next.refunded = refunded;
  // Disputes are only ever added or updated: one is never gone once opened.
  if (dispute) {
    next.disputed = within(dispute.amount, amount);
    next.disputeStatus = STATUS.test(dispute.status) ? dispute.status : 'unknown';
  }
  return isDeepStrictEqual(next, stored) ? null : next;
}

/** The key of the ledger entry a PaymentIntent paid (Stripe), or null when there is none. */
export function ledgerKeyOfPaymentIntent(ledger: unknown, paymentIntent: string): string | null {
  if (!isRecord(ledger)) return null;
  for (const [key, entry] of Object.entries(ledger))
    if (isRecord(entry) && entry.paymentIntent === paymentIntent) return key;
  return null;
}

/** What a ledger entry lost, in minor units: refunds, then what a dispute took of the rest. */
export function takenBack(entry: {
  amount: number;
  refunded?: unknown;
  disputed?: unknown;
  disputeStatus?: unknown;
}): { refunded: number; disputed: number } {
  const refunded = isMinor(entry.refunded) ? Math.min(entry.refunded, entry.amount) : 0;
  const disputes =
    isMinor(entry.disputed) &&
    typeof entry.disputeStatus === 'string' &&
    disputeTakesMoney(entry.disputeStatus);
  const disputed = disputes ? Math.min(Number(entry.disputed), entry.amount - refunded) : 0;
  return { refunded, disputed };
}

/** A refund or reversal PayPal reported for one sale, before the sale is read again. */
export type PayPalSaleReturn =
  | { kind: 'refund'; saleId: string; refund: { id: string; amount: number } | null }
  /** `amount` null: the event gave none, the whole sale counts. */
  | { kind: 'reversal'; saleId: string; amount: number | null };

const DECIMAL = /^-?\d{1,10}(\.\d{1,2})?$/;
/** Refund states that gave nothing back. */
const UNDONE_REFUND: ReadonlySet<unknown> = new Set(['failed', 'cancelled']);

const isLink = (value: unknown): value is { rel: unknown; href: unknown } =>
  isRecord(value) && 'rel' in value && 'href' in value;

/** The sale a refund names: its `sale_id`, else its `sale` link (PayPal's samples show both). */
function saleIdOf(resource: Record<string, unknown>): string | null {
  if (typeof resource.sale_id === 'string') return resource.sale_id;
  const links = Array.isArray(resource.links) ? resource.links.filter(isLink) : [];
  const href = links.find((link) => link.rel === 'sale')?.href;
  return typeof href === 'string' ? (href.split('/').pop() ?? null) : null;
}

/** Minor units of a PayPal amount; PayPal shows some refunds negative ("-0.01"). */
function amountOf(value: unknown): number | null {
  if (!isRecord(value) || typeof value.total !== 'string' || typeof value.currency !== 'string')
    return null;
  if (!DECIMAL.test(value.total)) return null;
  return Math.abs(minorUnits(value.total, value.currency));
}

/**
 * The resource of PAYMENT.SALE.REFUNDED (a refund: its id, `sale_id`, amount) or
 * PAYMENT.SALE.REVERSED (the sale, or a reversal naming it) as money given back; null when it
 * names no sale.
 */
export function payPalSaleReturnOf(
  kind: PayPalSaleReturn['kind'],
  resource: unknown,
): PayPalSaleReturn | null {
  if (!isRecord(resource)) return null;
  const amount = amountOf(resource.amount);
  const ownId = typeof resource.id === 'string' ? resource.id : null;
  const saleId = kind === 'refund' ? saleIdOf(resource) : (saleIdOf(resource) ?? ownId);
  if (!saleId || !REFUND_ID.test(saleId)) return null;
  if (kind === 'reversal') return { kind, saleId, amount };
  const counts = ownId !== null && amount !== null && !UNDONE_REFUND.has(resource.state);
  return { kind, saleId, refund: counts ? { id: ownId, amount } : null };
}

/** The adjustment of a sale's ledger entry: the sale as PayPal has it now, and what was reported. */
export function saleAdjustment(
  reported: PayPalSaleReturn,
  sale: { state: string; amount: number },
): PaymentAdjustment {
  return {
    kind: 'sale',
    state: sale.state,
    refund: reported.kind === 'refund' ? reported.refund : null,
    reversed: reported.kind === 'reversal' ? (reported.amount ?? sale.amount) : null,
  };
}
