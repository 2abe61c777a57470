import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { call } from '../reliability/http-call.js';
import type { AuditWithdrawnContract, MoneyAuditInput } from './money-reconcile.js';

/** Where the audit reads the providers and the database (the running local stack). */
export interface AuditSources {
  stripe: string;
  paypal: string;
  databaseFile: string;
}

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));

const invoiceSchema = z.object({
  id: z.string(),
  status: z.string().nullish(),
  billing_reason: z.string().nullish(),
  total: z.number(),
  amount_paid: z.number(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  payments: z
    .object({ data: z.array(z.object({ payment: z.object({ payment_intent: idOf }) })) })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }) })) }),
});

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const intentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount_received: z.number().nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const chargeSchema = z.object({
  payment_intent: idOf,
  amount: z.number(),
  status: z.string(),
});

const refundSchema = z.object({
  payment_intent: idOf,
  amount: z.number(),
  status: z.string().nullish(),
});

/** A withdrawal as stored (withdrawals/{id}): each contract it judged, carried out or not. */
const withdrawalSchema = z.looseObject({
  status: z.string().nullish(),
  contracts: z
    .record(
      z.string(),
      z.looseObject({
        outcome: z.string(),
        kind: z.enum(['subscription', 'upsell', 'ebook']),
        provider: z.enum(['stripe', 'paypal']),
        uid: z.string().nullish(),
        subscriptionId: z.string().nullish(),
        carriedOutAt: z.string().nullish(),
      }),
    )
    .nullish(),
});
const contractSchema = z.looseObject({
  paymentId: z.string().nullish(),
  planId: z.string().nullish(),
  renewal: z.looseObject({ firstChargeAt: z.string() }).nullish(),
});

/** An ISO time in seconds; null when there is none. */
const secondsOf = (iso: string | null | undefined): number | null => {
  const ms = Date.parse(iso ?? '');
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
};

/** Every contract a withdrawal ended (its claim taken and carried out). */
export function withdrawnContracts(
  withdrawals: Record<string, unknown> | null | undefined,
  contracts: Record<string, unknown> | null | undefined,
): AuditWithdrawnContract[] {
  return Object.entries(withdrawals ?? {}).flatMap(([withdrawalId, stored]) => {
    const withdrawal = withdrawalSchema.safeParse(stored);
    if (!withdrawal.success) return [];
    return Object.entries(withdrawal.data.contracts ?? {})
      .filter(([, contract]) => contract.outcome === 'withdrawn' && contract.carriedOutAt)
      .map(([contractId, contract]) => {
        const stored = contractSchema.safeParse(contracts?.[contractId]).data;
        return {
          withdrawalId,
          uid: contract.uid ?? null,
          kind: contract.kind,
          provider: contract.provider,
          subscriptionId: contract.subscriptionId ?? null,
          paymentId: stored?.paymentId ?? null,
          planId: stored?.planId ?? null,
          firstChargeAt: secondsOf(stored?.renewal?.firstChargeAt),
        };
      });
  });
}

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
const paypalSchema = z.object({
  id: z.string(),
  custom_id: z.string().nullish(),
  plan_id: z.string().nullish(),
  status: z.string(),
  billing_info: z
    .object({
      last_payment: z.object({ amount: moneySchema }).nullish(),
      cycle_executions: z.array(z.object({ cycles_completed: z.number() })).nullish(),
    })
    .nullish(),
});
type PayPalSubscription = z.infer<typeof paypalSchema>;

/** PayPal's sales (subscription payments), each with its refund once refunded. */
const salesSchema = z.object({
  sales: z.array(
    z.object({
      billing_agreement_id: z.string(),
      create_time: z.string(),
      refund: z.unknown().optional(),
    }),
  ),
});

/** By subscription, when PayPal took each sale it did not refund (seconds); `/_emulator/sales`. */
export function keptSales(body: unknown): Map<string, number[]> {
  const kept = new Map<string, number[]>();
  for (const sale of salesSchema.parse(body).sales)
    if (!sale.refund)
      kept.set(sale.billing_agreement_id, [
        ...(kept.get(sale.billing_agreement_id) ?? []),
        secondsOf(sale.create_time) ?? 0,
      ]);
  return kept;
}

/** `P-v8_oneMonthV8_eur_discounted` → the catalogue price `price_v8_oneMonthV8_eur`, discounted. */
export function planPrice(planId: string | null | undefined): {
  priceId: string | null;
  discounted: boolean;
} {
  const match = /^P-(.+?)(_discounted)?$/.exec(planId ?? '');
  return match?.[1]
    ? { priceId: `price_${match[1]}`, discounted: match[2] !== undefined }
    : { priceId: null, discounted: false };
}

/** The first payment in minor units while it is the only cycle paid (PayPal's decimal string). */
export function firstPayment(billing: PayPalSubscription['billing_info']): number | null {
  const paidCycles = (billing?.cycle_executions ?? []).reduce(
    (sum, cycle) => sum + cycle.cycles_completed,
    0,
  );
  const amount = billing?.last_payment?.amount;
  if (paidCycles !== 1 || !amount) return null;
  const value = Number(amount.value);
  return amount.currency_code === 'JPY' ? value : Math.round(value * 100);
}

const entrySchema = z.object({ subtype: z.string(), date: z.string() });
const recordSchema = z.looseObject({
  subscription: z.object({ provider: z.string(), id: z.string(), status: z.string() }).nullish(),
  iapLog: z.record(z.string(), z.unknown()).nullish(),
  wellhub: z.object({ status: z.string().nullish() }).nullish(),
});

async function getJson(url: string): Promise<unknown> {
  const answer = await call(url, { timeoutMs: 60_000 });
  if (!answer.ok) throw new Error(`GET ${url}: ${answer.error}`);
  return answer.body;
}

async function stripeObjects<T extends z.ZodType>(base: string, type: string, schema: T) {
  const body = z
    .object({ data: z.array(z.unknown()) })
    .parse(await getJson(`${base}/_emulator/objects?type=${type}`));
  return body.data.map((object) => schema.parse(object));
}

/** Subtypes after which a record grants no premium (spec 02 §4.3); a failed renewal is grace. */
const NO_PREMIUM = new Set(['expired', 'paused', 'on_hold', 'expired_grace']);

/** Spec 02 §4.3: a failed renewal keeps premium this long after the run of failures began. */
export const GRACE_MS = 3 * 24 * 3_600_000;

const subtypeOf = (entry: { subtype: string }) =>
  entry.subtype.toLowerCase().replace(/[\s-]+/g, '_');

/** When the run of failed renewals at the end of the log began (its entries are in time order). */
function failureRunStart(entries: readonly { subtype: string; date: string }[]): number {
  let start = Number.NaN;
  for (const entry of entries)
    if (subtypeOf(entry) !== 'failed_renewal') start = Number.NaN;
    else if (Number.isNaN(start)) start = Date.parse(entry.date);
  return start;
}

/**
 * The auditor's own reading of spec 02 §4.3 on a stored record: a subscription exists and the
 * latest in-app log entry does not end premium (no entry, or a pending one: the view decides).
 * A failed renewal grants it for the grace period (from the entries' own times, real time: the
 * API's); the reconciliation then asks only that a paid period came before.
 */
export function grantsPremium(
  record: unknown,
  nowMs: number = Date.now(),
): { provider: string; id: string; grace: boolean } | null {
  const parsed = recordSchema.safeParse(record);
  if (!parsed.success || !parsed.data.subscription) return null;
  const { subscription, iapLog } = parsed.data;
  const entries = Object.values(iapLog ?? {})
    .map((entry) => entrySchema.safeParse(entry))
    .flatMap((entry) => (entry.success ? [entry.data] : []))
    .sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const last = entries.at(-1);
  const latest = last ? subtypeOf(last) : undefined;
  const viewLive = ['active', 'trialing'].includes(subscription.status);
  const grace = latest === 'failed_renewal';
  const premium =
    latest === undefined || latest === 'pending'
      ? viewLive
      : grace
        ? nowMs - failureRunStart(entries) < GRACE_MS
        : !NO_PREMIUM.has(latest);
  return premium ? { provider: subscription.provider, id: subscription.id, grace } : null;
}

export async function readMoneySnapshot(
  sources: AuditSources,
): Promise<Omit<MoneyAuditInput, 'shown'>> {
  const [
    clock,
    paypalClock,
    invoices,
    subscriptions,
    intents,
    refunds,
    paypal,
    sales,
    tree,
    charges,
  ] = await Promise.all([
    getJson(`${sources.stripe}/_emulator/clock`),
    getJson(`${sources.paypal}/_emulator/clock`),
    stripeObjects(sources.stripe, 'invoice', invoiceSchema),
    stripeObjects(sources.stripe, 'subscription', subscriptionSchema),
    stripeObjects(sources.stripe, 'payment_intent', intentSchema),
    stripeObjects(sources.stripe, 'refund', refundSchema),
    getJson(`${sources.paypal}/_emulator/subscriptions`),
    getJson(`${sources.paypal}/_emulator/sales`),
    readFile(sources.databaseFile, 'utf8'),
    stripeObjects(sources.stripe, 'charge', chargeSchema),
  ]);
  const {
    users,
    paypalSubscriptions: bindings,
    withdrawals,
    contracts,
  } = z
    .object({
      users: z.record(z.string(), z.unknown()).nullish(),
      paypalSubscriptions: z.record(z.string(), z.unknown()).nullish(),
      withdrawals: z.record(z.string(), z.unknown()).nullish(),
      contracts: z.record(z.string(), z.unknown()).nullish(),
    })
    .parse(JSON.parse(tree));
  const refundedOf = new Map<string, number>();
  for (const refund of refunds)
    if (refund.payment_intent && refund.status !== 'failed' && refund.status !== 'canceled')
      refundedOf.set(
        refund.payment_intent,
        (refundedOf.get(refund.payment_intent) ?? 0) + refund.amount,
      );
  const chargedOf = new Map<string, number>();
  for (const charge of charges)
    if (charge.payment_intent && charge.status === 'succeeded')
      chargedOf.set(
        charge.payment_intent,
        (chargedOf.get(charge.payment_intent) ?? 0) + charge.amount,
      );
  const chargedIntents = (ids: readonly (string | null)[]) =>
    ids.reduce((sum, id) => sum + (id ? (chargedOf.get(id) ?? 0) : 0), 0);
  const refundedIntents = (ids: readonly (string | null)[]) =>
    ids.reduce((sum, id) => sum + (id ? (refundedOf.get(id) ?? 0) : 0), 0);
  const kept = keptSales(sales);
  return {
    now: z.object({ now: z.number() }).parse(clock).now,
    paypalNow: secondsOf(z.object({ now: z.string() }).parse(paypalClock).now) ?? 0,
    users: Object.entries(users ?? {}).map(([uid, record]) => {
      const granted = grantsPremium(record);
      return {
        uid,
        provider: granted?.provider ?? null,
        subscriptionId: granted?.id ?? null,
        premium: granted !== null,
        grace: granted?.grace ?? false,
      };
    }),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      subscription: invoice.parent?.subscription_details?.subscription ?? null,
      status: invoice.status ?? 'draft',
      billingReason: invoice.billing_reason ?? null,
      total: invoice.total,
      amountPaid: invoice.amount_paid,
      refunded: refundedIntents(
        (invoice.payments?.data ?? []).map(({ payment }) => payment.payment_intent),
      ),
      charged: chargedIntents(
        (invoice.payments?.data ?? []).map(({ payment }) => payment.payment_intent),
      ),
      periodEnd: Math.max(0, ...invoice.lines.data.map((line) => line.period.end)),
    })),
    subscriptions: subscriptions.map(({ id, status, metadata }) => ({
      id,
      uid: metadata?.uid ?? null,
      status,
      priceId: metadata?.priceId ?? null,
      trialId: metadata?.trialId ?? null,
      discountPercentage: Number(metadata?.discountPercentage ?? '0') || 0,
    })),
    ebooks: intents
      .filter(({ status, metadata }) => status === 'succeeded' && metadata?.product === 'ebook')
      .map(({ id, amount_received, metadata }) => ({
        id,
        uid: metadata?.uid ?? null,
        priceId: metadata?.priceId ?? null,
        discounted: Number(metadata?.discountPercentage ?? '0') > 0,
        amountReceived: amount_received ?? 0,
        refunded: refundedIntents([id]),
      })),
    withdrawn: withdrawnContracts(withdrawals, contracts),
    paypal: z
      .object({ subscriptions: z.array(paypalSchema) })
      .parse(paypal)
      .subscriptions.map((subscription) => ({
        id: subscription.id,
        uid: subscription.custom_id ?? null,
        status: subscription.status,
        planId: subscription.plan_id ?? null,
        paid: Boolean(subscription.billing_info?.last_payment),
        ...planPrice(subscription.plan_id),
        firstPayment: firstPayment(subscription.billing_info),
        bound: Boolean(bindings?.[subscription.id]),
        keptSalesAt: kept.get(subscription.id) ?? [],
      })),
  };
}
