import type { Finding } from './reconcile.js';
import type { ActionRecord } from './renewal-actions.js';
import {
  isHard,
  type IssuerDecline,
  type RenewalPath,
  type RenewalSubscriber,
} from './renewal-plan.js';
import type { PremiumObservation } from './renewal-premium.js';
import type {
  RecoveryRow,
  RenewalInvoiceRow,
  StoredSubscriptionFacts,
} from './renewal-snapshot.js';

/** Failures of the failing-renewals phase: the product, the providers and the plan disagree. */
export const RENEWAL_MISMATCH_KINDS = [
  /** The renewal was not invoiced, or paid at its first attempt: the planned failure did not happen. */
  'renewal-not-failed',
  /** Delivered mails: not one with the card-update link per failed renewal (plus the last retry's), or not one "ended". */
  'renewal-mails',
  /** renewalRecoveries/{invoice}/mails: other kinds than the failure calls for (failed-hard for a hard decline…). */
  'renewal-mail-kinds',
  /** The card-update page refused a card update or an authentication that should have paid. */
  'card-update-refused',
  /** A recovery was planned, but the invoice is unpaid or the subscription not active at Stripe. */
  'not-recovered',
  /** Nothing was done, but the subscription is not canceled for payment_failed at Stripe (or got paid). */
  'not-ended',
  /** The renewal's succeeded charges (or the customer's during the phase) differ from what it asks for. */
  'charged-not-once',
  /** renewalRecoveries/{invoice}/outcome is missing or not what happened. */
  'outcome-differs',
  /** users/{uid}/subscription differs: not active after a recovery, not canceled with end_reason payment_failed after the end. */
  'record-differs',
  /** The record grants premium beyond the paid period and the 3-day grace period. */
  'premium-beyond-paid',
  /** Paid again, yet the record grants no premium at the end. */
  'premium-not-restored',
  /** `npm run billing:report` counts other failed, recovered or ended renewals than renewalRecoveries/ holds. */
  'billing-report-differs',
] as const;
export type RenewalMismatchKind = (typeof RENEWAL_MISMATCH_KINDS)[number];

export const RENEWAL_WARNING_KINDS = [
  /** Right after the failure the record granted no premium (the grace period was not given). */
  'grace-not-granted',
  /** A renewal failed during the phase for a subscriber the phase did not choose. */
  'unplanned-failure',
] as const;
export type RenewalWarningKind = (typeof RENEWAL_WARNING_KINDS)[number];

/** Everything the phase saw of one subscriber. */
export interface RenewalObservation {
  subscriber: RenewalSubscriber;
  /** The renewal invoice (the subscription's first subscription_cycle invoice of the phase) at the end. */
  invoice: RenewalInvoiceRow | null;
  /** After the clock passed the renewal: the invoice was open with an attempt made. */
  failed: boolean;
  /** Money the invoice's payments took (their succeeded charges). */
  invoiceCharged: number;
  /** Money taken from the customer during the phase, by any payment. */
  customerCharged: number;
  subscription: { status: string; cancellationReason: string | null } | null;
  record: StoredSubscriptionFacts | null;
  recovery: RecoveryRow | null;
  /** Mails the catcher received for this renewal. */
  mails: { withLink: number; restart: number };
  actions: ActionRecord[];
  premium: PremiumObservation[];
}

export type RecoveryOutcome = 'retry' | 'card-update' | 'authentication' | 'ended';

export interface RenewalExpectation {
  recovers: boolean;
  /** The outcomes renewalRecoveries/ may record (either, when the retry and the card race). */
  outcomes: RecoveryOutcome[];
  /** Delivered mails with the card-update link: the first failure's, and the last retry's. */
  linkMails: number;
  /** Delivered "ended" mails. */
  restartMails: number;
  /** The kinds renewalRecoveries/{invoice}/mails records as sent. */
  mailKinds: string[];
}

const OUTCOMES_OF: Record<RenewalPath, RecoveryOutcome[]> = {
  'card-update': ['card-update'],
  'card-update-at-retry': ['card-update', 'retry'],
  retry: ['retry'],
  'late-retry': ['retry'],
  never: ['ended'],
  authenticate: ['authentication'],
};

function firstMailKind(subscriber: {
  needsAuthentication: boolean;
  decline: IssuerDecline | null;
}) {
  if (subscriber.needsAuthentication) return 'authentication';
  return isHard(subscriber.decline) ? 'failed-hard' : 'failed';
}

/**
 * What the product should do for a subscriber's path (README "Renewals that fail"): one mail at
 * the first failure (failed, failed-hard or authentication), one when only the last retry remains
 * (soft declines that are never fixed: the third attempt fails), one when the retries ran out.
 */
export function expectationOf(
  subscriber: Pick<RenewalSubscriber, 'path' | 'decline' | 'needsAuthentication'>,
): RenewalExpectation {
  const ends = subscriber.path === 'never';
  const retriedToTheEnd = ends && !subscriber.needsAuthentication && !isHard(subscriber.decline);
  return {
    recovers: !ends,
    outcomes: OUTCOMES_OF[subscriber.path],
    linkMails: retriedToTheEnd ? 2 : 1,
    restartMails: ends ? 1 : 0,
    mailKinds: [
      firstMailKind(subscriber),
      ...(retriedToTheEnd ? ['last-retry'] : []),
      ...(ends ? ['ended'] : []),
    ].sort(),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  [...a].sort().join(' ') === [...b].sort().join(' ');

function premiumFindings(observation: RenewalObservation): string[] {
  const problems: string[] = [];
  for (const seen of observation.premium) {
    const at = `${seen.checkpoint} (${new Date(seen.now * 1000).toISOString()})`;
    if (seen.premium === 'paid' && seen.paidThrough < seen.now)
      problems.push(`premium at ${at}, paid through ${seen.paidThrough}`);
    if (seen.premium === 'grace' && seen.paidThrough === 0)
      problems.push(`grace at ${at} without a paid period before`);
  }
  return problems;
}

/** The checks of one subscriber (see RENEWAL_MISMATCH_KINDS). */
function subscriberFindings(observation: RenewalObservation): {
  mismatches: [RenewalMismatchKind, string][];
  warnings: [RenewalWarningKind, string][];
} {
  const { subscriber, invoice, recovery } = observation;
  const expected = expectationOf(subscriber);
  const mismatches: [RenewalMismatchKind, string][] = [];
  const warnings: [RenewalWarningKind, string][] = [];
  if (!invoice || !observation.failed)
    mismatches.push([
      'renewal-not-failed',
      invoice
        ? `${invoice.id} ${invoice.status} after ${invoice.attemptCount} attempt(s)`
        : 'no renewal invoice',
    ]);
  const { withLink, restart } = observation.mails;
  if (withLink !== expected.linkMails || restart !== expected.restartMails)
    mismatches.push([
      'renewal-mails',
      `${withLink} with the card-update link (expected ${expected.linkMails}), ${restart} "ended" (expected ${expected.restartMails})`,
    ]);
  const kinds = recovery?.mailsSent ?? [];
  if (!sameSet(kinds, expected.mailKinds))
    mismatches.push([
      'renewal-mail-kinds',
      `recorded ${kinds.join(', ') || 'none'}, expected ${expected.mailKinds.join(', ')}`,
    ]);
  for (const action of observation.actions.filter(({ ok }) => !ok))
    mismatches.push(['card-update-refused', `${action.step}: ${action.detail}`]);

  const paid = invoice?.status === 'paid';
  const stripeStatus = observation.subscription?.status ?? 'missing';
  if (expected.recovers && (!paid || stripeStatus !== 'active'))
    mismatches.push([
      'not-recovered',
      `invoice ${invoice?.status ?? 'missing'}, subscription ${stripeStatus}`,
    ]);
  const endedForPayment =
    stripeStatus === 'canceled' &&
    observation.subscription?.cancellationReason === 'payment_failed';
  if (!expected.recovers && (paid || !endedForPayment))
    mismatches.push([
      'not-ended',
      `invoice ${invoice?.status ?? 'missing'}, subscription ${stripeStatus} (${observation.subscription?.cancellationReason ?? 'no reason'})`,
    ]);

  const owed = paid ? (invoice?.total ?? 0) : 0;
  if (observation.invoiceCharged !== owed || observation.customerCharged !== owed)
    mismatches.push([
      'charged-not-once',
      `invoice ${invoice?.status ?? 'missing'} of ${invoice?.total ?? 0}: its payments took ${observation.invoiceCharged}, the customer paid ${observation.customerCharged} during the phase`,
    ]);

  const outcome = recovery?.outcome ?? null;
  if (!outcome || !(expected.outcomes as readonly string[]).includes(outcome))
    mismatches.push([
      'outcome-differs',
      `${outcome ?? 'no outcome'}${recovery ? '' : ' (no renewalRecoveries record)'}, expected ${expected.outcomes.join(' or ')}`,
    ]);

  const record = observation.record;
  const recordOk = expected.recovers
    ? record?.id === subscriber.subscriptionId && record.status === 'active'
    : record?.id === subscriber.subscriptionId &&
      record.status === 'canceled' &&
      record.endReason === 'payment_failed';
  if (!recordOk)
    mismatches.push([
      'record-differs',
      record
        ? `${record.id} ${record.status}${record.endReason ? ` (${record.endReason})` : ''}`
        : 'no subscription in users/{uid}',
    ]);

  for (const problem of premiumFindings(observation))
    mismatches.push(['premium-beyond-paid', problem]);
  const last = observation.premium.at(-1);
  if (expected.recovers && paid && last?.premium === 'none')
    mismatches.push(['premium-not-restored', `no premium at ${last.checkpoint}`]);
  if (observation.premium[0]?.premium === 'none')
    warnings.push(['grace-not-granted', `no premium at ${observation.premium[0].checkpoint}`]);
  return { mismatches, warnings };
}

export interface RenewalReconciliation {
  mismatches: Finding<RenewalMismatchKind>[];
  warnings: Finding<RenewalWarningKind>[];
}

/**
 * Per subscriber of the phase: the renewal failed; the mails went out once each; a planned
 * recovery got the invoice paid, charged once (its payments, and the customer's payments of the
 * phase, add up to its total), the subscription active at Stripe and in users/{uid}; a renewal
 * left alone ended the subscription for payment_failed at Stripe and in users/{uid}; the outcome
 * renewalRecoveries/ records is what happened; premium never beyond what was paid plus the grace
 * period. `unplanned`: failed renewals of the phase's time that no subscriber explains;
 * `billingDifference`: how the product's billing report differs from renewalRecoveries/.
 */
export function reconcileRenewals(
  observations: readonly RenewalObservation[],
  extra: { unplanned?: readonly RecoveryRow[]; billingDifference?: string | null } = {},
): RenewalReconciliation {
  const result: RenewalReconciliation = { mismatches: [], warnings: [] };
  for (const observation of observations) {
    const { visitor, uid } = observation.subscriber;
    const found = subscriberFindings(observation);
    for (const [kind, detail] of found.mismatches)
      result.mismatches.push({ kind, visitor, uid, detail });
    for (const [kind, detail] of found.warnings)
      result.warnings.push({ kind, visitor, uid, detail });
  }
  if (extra.billingDifference)
    result.mismatches.push({
      kind: 'billing-report-differs',
      visitor: null,
      uid: null,
      detail: extra.billingDifference,
    });
  for (const recovery of extra.unplanned ?? [])
    result.warnings.push({
      kind: 'unplanned-failure',
      visitor: null,
      uid: recovery.uid,
      detail: `${recovery.invoiceId} (${recovery.subscriptionId ?? '?'}): ${recovery.outcome ?? 'open'}`,
    });
  return result;
}
