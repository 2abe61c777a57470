/**
 * The money audit's reconciliation (issue 17): over every user of the database, premium is never
 * granted beyond what was paid at the provider, and every amount charged is one the checkout screen
 * showed for what was bought. Pure: the audit reads the providers and the database, this decides.
 */

/** A Stripe invoice as the emulator's inspection route gives it, reduced to what is read here. */
export interface AuditInvoice {
  id: string;
  subscription: string | null;
  status: string;
  billingReason: string | null;
  total: number;
  amountPaid: number;
  /** What Stripe refunded of its payments. */
  refunded: number;
  /** What its payments' succeeded charges took (a retry and a manual payment together: once). */
  charged: number;
  /** The latest end of its lines' periods (seconds): what a paid invoice pays for. */
  periodEnd: number;
}

export interface AuditStripeSubscription {
  id: string;
  uid: string | null;
  status: string;
  priceId: string | null;
  trialId: string | null;
  discountPercentage: number;
}

export interface AuditPayPalSubscription {
  id: string;
  uid: string | null;
  status: string;
  /** The PayPal plan it is on now (a revision changes it). */
  planId: string | null;
  /** The first cycle was paid (billing_info.last_payment). */
  paid: boolean;
  /** The catalogue price its plan bills (plan `P-{lookup key}[_discounted]`), if it is one. */
  priceId: string | null;
  /** Billed by the plan's discounted variant. */
  discounted: boolean;
  /** Minor units taken by its first payment, while it is the only one; else null. */
  firstPayment: number | null;
  /** Created by the server for a user (paypalSubscriptions/{id}); else made outside the product. */
  bound: boolean;
  /** When PayPal took each payment (sale) for it that it did not refund (seconds). */
  keptSalesAt: number[];
}

/** A succeeded e-book payment (a PaymentIntent with metadata.product = 'ebook'). */
export interface AuditEbookPayment {
  id: string;
  uid: string | null;
  priceId: string | null;
  discounted: boolean;
  amountReceived: number;
  /** What Stripe refunded of it. */
  refunded: number;
}

/** One contract a carried-out withdrawal ended (withdrawals/{id}, contracts/{contractId}). */
export interface AuditWithdrawnContract {
  withdrawalId: string;
  uid: string | null;
  kind: 'subscription' | 'upsell' | 'ebook';
  provider: 'stripe' | 'paypal';
  subscriptionId: string | null;
  /** The upsell's invoice or the e-book's payment intent. */
  paymentId: string | null;
  /** A subscription's or upsell's plan (at PayPal, the plan id). */
  planId: string | null;
  /** When its plan is first charged (seconds): a PayPal upsell's first payment on its plan. */
  firstChargeAt: number | null;
}

/** users/{uid} reduced to the subscription it grants premium by. */
export interface AuditUser {
  uid: string;
  provider: string | null;
  subscriptionId: string | null;
  /** The record grants premium now (spec 02 §4.3 read off the stored view and in-app log). */
  premium: boolean;
  /** Premium only by the grace period after a failed renewal (spec 02 §4.3). */
  grace?: boolean;
}

/** What the checkout screen shows for a price (getProducts): the amount, and with the discount granted. */
export interface ShownPrice {
  unitAmount: number;
  discountedUnitAmount: number | null;
}

export interface MoneyAuditInput {
  /** The Stripe emulator's clock (seconds): "now" for paid periods. */
  now: number;
  /** The PayPal emulator's clock (seconds). */
  paypalNow: number;
  users: AuditUser[];
  invoices: AuditInvoice[];
  subscriptions: AuditStripeSubscription[];
  paypal: AuditPayPalSubscription[];
  ebooks: AuditEbookPayment[];
  withdrawn: AuditWithdrawnContract[];
  shown: ReadonlyMap<string, ShownPrice>;
}

export type MoneyFindingKind =
  | 'premium-without-payment'
  | 'premium-beyond-paid-period'
  | 'negative-invoice'
  | 'charged-not-shown'
  | 'unsold-still-billing'
  | 'unsold-not-refunded'
  | 'second-subscription-billing'
  | 'withdrawal-not-refunded'
  | 'billing-after-withdrawal'
  | 'invoice-charged-twice';

export interface MoneyFinding {
  kind: MoneyFindingKind;
  uid: string | null;
  detail: string;
}

/**
 * The end of the last period a subscription's paid invoices pay for: those with money taken and
 * kept (one refunded in full pays for nothing).
 */
export function paidThrough(invoices: readonly AuditInvoice[], subscription: string): number {
  return invoices
    .filter((invoice) => invoice.subscription === subscription)
    .filter((invoice) => invoice.status === 'paid' && invoice.amountPaid - invoice.refunded > 0)
    .reduce((end, invoice) => Math.max(end, invoice.periodEnd), 0);
}

/** What the checkout screen showed as "Total today" for this price, with or without the discount. */
function shownAmount(
  priceId: string | null,
  discounted: boolean,
  shown: ReadonlyMap<string, ShownPrice>,
): number | null {
  const price = priceId ? shown.get(priceId) : undefined;
  if (!price) return null;
  return discounted ? price.discountedUnitAmount : price.unitAmount;
}

/** The amounts the checkout screen showed for a first invoice of this subscription. */
function shownFirstAmount(
  subscription: AuditStripeSubscription,
  shown: ReadonlyMap<string, ShownPrice>,
): number | null {
  const priceId = subscription.trialId ?? subscription.priceId;
  return shownAmount(priceId, subscription.discountPercentage > 0, shown);
}

function ebookFindings(input: MoneyAuditInput): MoneyFinding[] {
  return input.ebooks.flatMap((payment): MoneyFinding[] => {
    const shown = shownAmount(payment.priceId, payment.discounted, input.shown);
    if (shown === payment.amountReceived) return [];
    const detail = `${payment.id}: charged ${payment.amountReceived}, shown ${shown ?? 'nothing'}`;
    return [{ kind: 'charged-not-shown', uid: payment.uid, detail }];
  });
}

/** PayPal bills an ACTIVE subscription (a SUSPENDED one only once the merchant reactivates it). */
const PAYPAL_BILLING = ['ACTIVE'];

/**
 * A PayPal subscription the product sold bills what was shown; one made outside it (devtools,
 * the SDK's own token) grants nothing, so it must not go on billing (the server cancels it) and
 * what it took is given back (the server refunds it).
 */
function paypalFindings(input: MoneyAuditInput): MoneyFinding[] {
  return input.paypal.flatMap((subscription): MoneyFinding[] => {
    if (!subscription.bound) {
      const findings: MoneyFinding[] = [];
      if (PAYPAL_BILLING.includes(subscription.status))
        findings.push({
          kind: 'unsold-still-billing',
          uid: subscription.uid,
          detail: `${subscription.id}: ${subscription.status}, sold by no one`,
        });
      if (subscription.keptSalesAt.length > 0)
        findings.push({
          kind: 'unsold-not-refunded',
          uid: subscription.uid,
          detail: `${subscription.id}: ${subscription.keptSalesAt.length} payment(s) kept, sold by no one`,
        });
      return findings;
    }
    if (subscription.firstPayment === null) return [];
    const shown = shownAmount(subscription.priceId, subscription.discounted, input.shown);
    if (shown === subscription.firstPayment) return [];
    const detail = `${subscription.id}: charged ${subscription.firstPayment}, shown ${shown ?? 'nothing'}`;
    return [{ kind: 'charged-not-shown' as const, uid: subscription.uid, detail }];
  });
}

function stripePremium(input: MoneyAuditInput, user: AuditUser): MoneyFinding | null {
  const id = user.subscriptionId ?? '';
  const through = paidThrough(input.invoices, id);
  if (through === 0)
    return { kind: 'premium-without-payment', uid: user.uid, detail: `${id}: nothing paid` };
  // A failed renewal's grace (its length the auditor's reading bounds): a paid period came before.
  if (user.grace) return null;
  if (through < input.now)
    return {
      kind: 'premium-beyond-paid-period',
      uid: user.uid,
      detail: `${id}: paid through ${through}, premium at ${input.now}`,
    };
  return null;
}

/** Stripe states in which a subscription has been paid and goes on billing. */
const STRIPE_BILLING = ['active', 'trialing'];

/**
 * One subscription per person: a Stripe subscription that bills a person whose premium comes from
 * another subscription (e.g. a card paid in one tab after PayPal went live in another) charges
 * for nothing; the server refunds and cancels it.
 */
function secondSubscriptionFindings(input: MoneyAuditInput): MoneyFinding[] {
  const premiumBy = new Map(
    input.users.filter((user) => user.premium).map((user) => [user.uid, user.subscriptionId]),
  );
  return input.subscriptions.flatMap((subscription): MoneyFinding[] => {
    if (!subscription.uid || !STRIPE_BILLING.includes(subscription.status)) return [];
    const current = premiumBy.get(subscription.uid);
    if (current === undefined || current === subscription.id) return [];
    const detail = `${subscription.id}: ${subscription.status} while premium comes from ${current ?? 'elsewhere'}`;
    return [{ kind: 'second-subscription-billing', uid: subscription.uid, detail }];
  });
}

/** Stripe invoices that took money, and what of it was given back. */
function unrefunded(invoices: readonly AuditInvoice[]): AuditInvoice[] {
  return invoices.filter(
    (invoice) => invoice.status === 'paid' && invoice.amountPaid > invoice.refunded,
  );
}

/** PayPal may take a payment a little before the billing time it was due at. */
const SALE_EARLY_TOLERANCE_S = 24 * 3600;

const isoOf = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * A PayPal upgrade withdrawn on its own (a revision, billed from the next cycle): PayPal moves the
 * subscription back only with the buyer's consent, so until it is off the withdrawn plan nothing
 * of that plan may be kept (every sale from its first payment on is refunded), and once that
 * payment's time has come it must no longer bill on it (cancelled without consent). Off the
 * withdrawn plan (the buyer consented to the plan kept), its sales are the kept plan's.
 */
function paypalUpsellFindings(
  input: MoneyAuditInput,
  contract: AuditWithdrawnContract,
  where: string,
): MoneyFinding[] {
  const subscription = input.paypal.find(({ id }) => id === contract.subscriptionId);
  const { planId, firstChargeAt } = contract;
  if (!subscription || !planId || firstChargeAt === null || subscription.planId !== planId)
    return [];
  const findings: MoneyFinding[] = [];
  const kept = subscription.keptSalesAt.filter(
    (at) => at >= firstChargeAt - SALE_EARLY_TOLERANCE_S,
  );
  if (kept.length > 0)
    findings.push({
      kind: 'withdrawal-not-refunded',
      uid: contract.uid,
      detail: `${where}: ${kept.length} sale(s) on the withdrawn plan ${planId} kept`,
    });
  if (PAYPAL_BILLING.includes(subscription.status) && input.paypalNow >= firstChargeAt)
    findings.push({
      kind: 'billing-after-withdrawal',
      uid: contract.uid,
      detail: `${where}: ${subscription.status} on the withdrawn plan ${planId} since ${isoOf(firstChargeAt)}`,
    });
  return findings;
}

/**
 * A withdrawal (Art. 11a CRD) refunds exactly what was paid for each contract it ended, and
 * nothing bills after it: a withdrawn subscription no longer bills, every payment of it (every
 * sale at PayPal) is refunded in full; a withdrawn upsell's invoice and a withdrawn e-book's
 * payment likewise; a withdrawn PayPal upgrade bills nothing of its plan.
 */
function withdrawalFindings(input: MoneyAuditInput): MoneyFinding[] {
  return input.withdrawn.flatMap((contract): MoneyFinding[] => {
    const findings: MoneyFinding[] = [];
    const where = `${contract.withdrawalId} ${contract.kind} ${contract.subscriptionId ?? contract.paymentId ?? ''}`;
    const notRefunded = (what: string): MoneyFinding => ({
      kind: 'withdrawal-not-refunded',
      uid: contract.uid,
      detail: `${where}: ${what}`,
    });
    if (contract.kind === 'ebook') {
      const payment = input.ebooks.find(({ id }) => id === contract.paymentId);
      if (payment && payment.refunded !== payment.amountReceived)
        findings.push(notRefunded(`${payment.refunded} of ${payment.amountReceived} refunded`));
      return findings;
    }
    if (contract.kind === 'upsell' && contract.provider === 'paypal')
      return paypalUpsellFindings(input, contract, where);
    if (contract.kind === 'upsell') {
      const invoice = input.invoices.find(({ id }) => id === contract.paymentId);
      if (invoice && invoice.refunded !== invoice.amountPaid)
        findings.push(notRefunded(`${invoice.refunded} of ${invoice.amountPaid} refunded`));
      return findings;
    }
    if (contract.provider === 'paypal') {
      const subscription = input.paypal.find(({ id }) => id === contract.subscriptionId);
      if (subscription && PAYPAL_BILLING.includes(subscription.status))
        findings.push({
          kind: 'billing-after-withdrawal',
          uid: contract.uid,
          detail: `${where}: ${subscription.status}`,
        });
      if (subscription && subscription.keptSalesAt.length > 0)
        findings.push(notRefunded(`${subscription.keptSalesAt.length} sale(s) kept`));
      return findings;
    }
    const subscription = input.subscriptions.find(({ id }) => id === contract.subscriptionId);
    if (subscription && STRIPE_BILLING.includes(subscription.status))
      findings.push({
        kind: 'billing-after-withdrawal',
        uid: contract.uid,
        detail: `${where}: ${subscription.status}`,
      });
    for (const invoice of unrefunded(input.invoices).filter(
      (candidate) => candidate.subscription === contract.subscriptionId,
    ))
      findings.push(
        notRefunded(`${invoice.id}: ${invoice.refunded} of ${invoice.amountPaid} refunded`),
      );
    return findings;
  });
}

export function reconcileMoney(input: MoneyAuditInput): MoneyFinding[] {
  const findings: MoneyFinding[] = [];
  for (const user of input.users.filter((candidate) => candidate.premium)) {
    if (user.provider === 'stripe') {
      const finding = stripePremium(input, user);
      if (finding) findings.push(finding);
    } else if (user.provider === 'paypal') {
      const subscription = input.paypal.find(({ id }) => id === user.subscriptionId);
      if (!subscription?.paid)
        findings.push({
          kind: 'premium-without-payment',
          uid: user.uid,
          detail: `${user.subscriptionId ?? ''}: no PayPal payment`,
        });
    }
  }
  const byId = new Map(input.subscriptions.map((subscription) => [subscription.id, subscription]));
  for (const invoice of input.invoices) {
    const subscription = invoice.subscription ? byId.get(invoice.subscription) : undefined;
    if (invoice.charged > Math.max(invoice.total, 0))
      findings.push({
        kind: 'invoice-charged-twice',
        uid: subscription?.uid ?? null,
        detail: `${invoice.id}: charged ${invoice.charged}, total ${invoice.total}`,
      });
    if (invoice.total < 0)
      findings.push({
        kind: 'negative-invoice',
        uid: subscription?.uid ?? null,
        detail: `${invoice.id}: total ${invoice.total}`,
      });
    if (invoice.billingReason !== 'subscription_create' || invoice.amountPaid === 0) continue;
    const shown = subscription ? shownFirstAmount(subscription, input.shown) : null;
    if (shown !== null && shown !== invoice.amountPaid)
      findings.push({
        kind: 'charged-not-shown',
        uid: subscription?.uid ?? null,
        detail: `${invoice.id}: charged ${invoice.amountPaid}, shown ${shown}`,
      });
  }
  return [
    ...findings,
    ...secondSubscriptionFindings(input),
    ...paypalFindings(input),
    ...ebookFindings(input),
    ...withdrawalFindings(input),
  ];
}
