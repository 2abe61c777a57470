import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { CaughtMail } from '../mail/mail-catcher.client.js';
import { call } from './http-call.js';
import type { CandidateSubscription } from './renewal-plan.js';

/** What the failing-renewals phase reads of Stripe, the database and the mail catcher. */

export interface RenewalSubscriptionRow extends CandidateSubscription {
  /** `cancellation_details.reason` once canceled (`payment_failed` when the retries ran out). */
  cancellationReason: string | null;
}

export interface RenewalInvoiceRow {
  id: string;
  subscription: string | null;
  status: string;
  billingReason: string | null;
  total: number;
  amountPaid: number;
  currency: string;
  attemptCount: number;
  /** The end of the last period it pays for (Unix seconds). */
  periodEnd: number;
  paymentIntents: string[];
}

export interface RenewalChargeRow {
  id: string;
  customer: string | null;
  paymentIntent: string | null;
  amount: number;
  status: string;
  /** Unix seconds, Stripe's clock. */
  created: number;
}

export interface StripeBilling {
  /** Stripe's clock, Unix seconds. */
  now: number;
  subscriptions: RenewalSubscriptionRow[];
  invoices: RenewalInvoiceRow[];
  charges: RenewalChargeRow[];
  /** payment method → its card's last four digits. */
  cardLast4: Map<string, string>;
}

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === 'string' ? value : value.id));

const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  metadata: z.record(z.string(), z.string()).nullish(),
  trial_end: z.number().nullish(),
  default_payment_method: idOf,
  items: z.object({ data: z.array(z.object({ current_period_end: z.number().nullish() })) }),
  cancellation_details: z.object({ reason: z.string().nullish() }).nullish(),
});
const customerSchema = z.object({
  id: z.string(),
  invoice_settings: z.object({ default_payment_method: idOf }).nullish(),
});
const invoiceSchema = z.object({
  id: z.string(),
  status: z.string().nullish(),
  billing_reason: z.string().nullish(),
  total: z.number(),
  amount_paid: z.number(),
  currency: z.string(),
  attempt_count: z.number().nullish(),
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  payments: z
    .object({ data: z.array(z.object({ payment: z.object({ payment_intent: idOf }).nullish() })) })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }) })) }),
});
const chargeSchema = z.object({
  id: z.string(),
  customer: idOf,
  payment_intent: idOf,
  amount: z.number(),
  status: z.string(),
  created: z.number(),
});
const paymentMethodSchema = z.object({
  id: z.string(),
  card: z.object({ last4: z.string() }).nullish(),
});

async function getJson(url: string): Promise<unknown> {
  const answer = await call(url, { timeoutMs: 120_000 });
  if (!answer.ok) throw new Error(`GET ${url}: ${answer.error}`);
  return answer.body;
}

async function stripeObjects<T extends z.ZodType>(
  stripeUrl: string,
  type: string,
  schema: T,
): Promise<z.infer<T>[]> {
  const body = z
    .object({ data: z.array(z.unknown()) })
    .parse(await getJson(`${stripeUrl}/_emulator/objects?type=${encodeURIComponent(type)}`));
  return body.data.map((object) => schema.parse(object));
}

export async function stripeClock(stripeUrl: string): Promise<number> {
  return z.object({ now: z.number() }).parse(await getJson(`${stripeUrl}/_emulator/clock`)).now;
}

/** Subscriptions, invoices, charges and cards, from the Stripe emulator's inspection routes. */
export async function readStripeBilling(stripeUrl: string): Promise<StripeBilling> {
  const [now, subscriptions, customers, invoices, charges, paymentMethods] = await Promise.all([
    stripeClock(stripeUrl),
    stripeObjects(stripeUrl, 'subscription', subscriptionSchema),
    stripeObjects(stripeUrl, 'customer', customerSchema),
    stripeObjects(stripeUrl, 'invoice', invoiceSchema),
    stripeObjects(stripeUrl, 'charge', chargeSchema),
    stripeObjects(stripeUrl, 'payment_method', paymentMethodSchema),
  ]);
  const customerCard = new Map(
    customers.map((customer) => [
      customer.id,
      customer.invoice_settings?.default_payment_method ?? null,
    ]),
  );
  return {
    now,
    subscriptions: subscriptions.map((subscription) => ({
      id: subscription.id,
      customer: subscription.customer ?? '',
      uid: subscription.metadata?.uid || null,
      status: subscription.status,
      renewsAt:
        subscription.status === 'trialing' && subscription.trial_end
          ? subscription.trial_end
          : Math.max(0, ...subscription.items.data.map((item) => item.current_period_end ?? 0)),
      paymentMethodId:
        subscription.default_payment_method ??
        customerCard.get(subscription.customer ?? '') ??
        null,
      cancellationReason: subscription.cancellation_details?.reason ?? null,
    })),
    invoices: invoices.map((invoice) => ({
      id: invoice.id,
      subscription: invoice.parent?.subscription_details?.subscription ?? null,
      status: invoice.status ?? 'draft',
      billingReason: invoice.billing_reason ?? null,
      total: invoice.total,
      amountPaid: invoice.amount_paid,
      currency: invoice.currency,
      attemptCount: invoice.attempt_count ?? 0,
      periodEnd: Math.max(0, ...invoice.lines.data.map((line) => line.period.end)),
      paymentIntents: (invoice.payments?.data ?? []).flatMap(({ payment }) =>
        payment?.payment_intent ? [payment.payment_intent] : [],
      ),
    })),
    charges: charges.map((charge) => ({
      id: charge.id,
      customer: charge.customer,
      paymentIntent: charge.payment_intent,
      amount: charge.amount,
      status: charge.status,
      created: charge.created,
    })),
    cardLast4: new Map(
      paymentMethods.flatMap((method) => (method.card ? [[method.id, method.card.last4]] : [])),
    ),
  };
}

/** renewalRecoveries/{invoiceId} as the product keeps it (the fields the phase reads). */
export interface RecoveryRow {
  invoiceId: string;
  provider: string;
  uid: string | null;
  subscriptionId: string | null;
  amount: number;
  currency: string;
  outcome: string | null;
  /** The mails the product recorded as sent, by kind. */
  mailsSent: string[];
}

export interface StoredRenewals {
  /** users/{uid} as stored (the subscription view and the in-app log). */
  users: Record<string, unknown>;
  recoveries: RecoveryRow[];
}

const recoverySchema = z.object({
  invoiceId: z.string(),
  provider: z.string().catch('stripe'),
  uid: z.string().nullish(),
  subscriptionId: z.string().nullish(),
  amount: z.number().catch(0),
  currency: z.string().catch(''),
  outcome: z.string().nullish(),
  mails: z.record(z.string(), z.object({ sentAt: z.string().nullish() }).nullish()).nullish(),
});

/** users/ and renewalRecoveries/ of the database's JSON tree. */
export function storedRenewalsOf(tree: unknown): StoredRenewals {
  const parsed = z
    .object({
      users: z.record(z.string(), z.unknown()).nullish(),
      renewalRecoveries: z.record(z.string(), z.unknown()).nullish(),
    })
    .parse(tree ?? {});
  return {
    users: parsed.users ?? {},
    recoveries: Object.values(parsed.renewalRecoveries ?? {}).flatMap((stored) => {
      const record = recoverySchema.safeParse(stored);
      if (!record.success) return [];
      const { mails, ...rest } = record.data;
      return [
        {
          ...rest,
          uid: rest.uid ?? null,
          subscriptionId: rest.subscriptionId ?? null,
          outcome: rest.outcome ?? null,
          mailsSent: Object.entries(mails ?? {})
            .filter(([, mail]) => Boolean(mail?.sentAt))
            .map(([kind]) => kind),
        },
      ];
    }),
  };
}

export async function readStoredRenewals(databaseFile: string): Promise<StoredRenewals> {
  return storedRenewalsOf(JSON.parse(await readFile(databaseFile, 'utf8')));
}

/** users/{uid}/subscription: the fields the phase compares with Stripe. */
export interface StoredSubscriptionFacts {
  id: string;
  status: string;
  endReason: string | null;
}

export function storedSubscriptionOf(record: unknown): StoredSubscriptionFacts | null {
  const parsed = z
    .object({
      subscription: z.object({
        id: z.string(),
        status: z.string(),
        end_reason: z.string().nullish(),
      }),
    })
    .safeParse(record);
  if (!parsed.success) return null;
  const { id, status, end_reason: endReason } = parsed.data.subscription;
  return { id, status, endReason: endReason ?? null };
}

/** The link of a failed renewal's mails: `/card-update?token=…`, the token as signed. */
const CARD_UPDATE_LINK = /\/card-update\?token=([A-Za-z0-9_.%-]+)/g;
/** Where the last mail's "start again" button leads. */
const RESTART_LINK = '/manage_subscription';

export interface CardUpdateLink {
  token: string;
  /** The invoice the token names (its payload, base64url JSON `{p, s, i, e}`). */
  invoiceId: string | null;
}

/** The card-update links of a mail's text, each with the invoice its token names. */
export function cardUpdateLinks(text: string): CardUpdateLink[] {
  return [...text.matchAll(CARD_UPDATE_LINK)].map(([, raw = '']) => {
    const token = decodeURIComponent(raw);
    let invoiceId: string | null = null;
    try {
      const payload: unknown = JSON.parse(
        Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'),
      );
      const parsed = z.object({ i: z.string() }).safeParse(payload);
      invoiceId = parsed.success ? parsed.data.i : null;
    } catch {
      invoiceId = null;
    }
    return { token, invoiceId };
  });
}

/**
 * A subscriber's renewal mails of one invoice, told apart by their links (the wording is the
 * product's, in six languages): those carrying the card-update link of the invoice (the first
 * failure's, authentication's, the last retry's), and the last one's "start again" link to
 * the management screen, without a card-update link (the trial reminder links /cancel).
 */
export function renewalMailsOf(
  mails: readonly Pick<CaughtMail, 'text' | 'receivedAt'>[],
  invoiceId: string,
): { withLink: number; restart: number; token: string | null } {
  let withLink = 0;
  let restart = 0;
  let token: string | null = null;
  const ordered = [...mails].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  for (const mail of ordered) {
    const links = cardUpdateLinks(mail.text);
    const own = links.find((link) => link.invoiceId === invoiceId);
    if (own) {
      withLink += 1;
      token ??= own.token;
    } else if (links.length === 0 && mail.text.includes(RESTART_LINK)) restart += 1;
  }
  return { withLink, restart, token };
}
