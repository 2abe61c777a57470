import type { Finding } from './reconcile.js';
import { isHard, RENEWAL_PATHS, type RenewalPath } from './renewal-plan.js';
import type { PremiumState } from './renewal-premium.js';
import type {
  RenewalMismatchKind,
  RenewalObservation,
  RenewalWarningKind,
} from './renewal-reconcile.js';

/** One path of the phase: its subscribers and how their renewals ended. */
export interface RenewalPathCounts {
  subscribers: number;
  hardDeclines: number;
  /** The renewal invoice got paid. */
  recovered: number;
  /** The subscription ended for its failed payments. */
  ended: number;
  /** Neither (a finding). */
  open: number;
  /** renewalRecoveries/{invoice}/outcome, `none` when missing. */
  outcomes: Record<string, number>;
}

/** The product's own `npm run billing:report -- --json` over the run's database (Stripe's line). */
export interface ProductBillingCounts {
  failed: number;
  recovered: number;
  churned: number;
  /** recovered / (recovered + churned), as the billing report computes it. */
  recoveryRate: number | null;
}

export interface RenewalReport {
  durationSeconds: number;
  /** Trialing Stripe card subscribers the sample was drawn from. */
  candidates: number;
  subscribers: number;
  /** Stripe's clock: where the phase started and ended (Unix seconds). */
  clock: { from: number; to: number; days: number };
  byPath: Record<RenewalPath, RenewalPathCounts>;
  /** renewalRecoveries/ outcomes of the phase's renewals (`none`: no outcome, or no record). */
  byOutcome: Record<string, number>;
  /** The issuer declines set (`authentication`: the 3-D Secure card, no decline). */
  declines: Record<string, number>;
  /** Invoice totals in minor units by currency: paid after failing, lost to the end of retries. */
  amounts: { recovered: Record<string, number>; lost: Record<string, number> };
  recoveryRate: number | null;
  mails: {
    /** Delivered (mail catcher): with the card-update link, and the "ended" mails. */
    withLink: number;
    restart: number;
    /** renewalRecoveries/{invoice}/mails marked sent, by kind. */
    recorded: Record<string, number>;
  };
  /** The card-update page's calls by step and answer. */
  pageCalls: Record<string, number>;
  /**
   * Premium as the records grant it, checked after each move of the clock: how many subscribers
   * had it by a paid period, by the grace period, or not at all, at each checkpoint.
   */
  premium: {
    checks: number;
    graceAtFailure: number;
    byCheckpoint: Record<string, Partial<Record<PremiumState, number>>>;
  };
  /** Where the phase's time went: each move of Stripe's clock (with what it processed), each settling. */
  timeline: { step: string; seconds: number; processed: number | null }[];
  /** What `npm run billing:report` says of Stripe's failed renewals (null: it could not run). */
  billingReport: ProductBillingCounts | null;
  mismatches: Finding<RenewalMismatchKind>[];
  warnings: Finding<RenewalWarningKind>[];
  rows: RenewalSubscriberRow[];
}

/** One subscriber as the report lists it. */
export interface RenewalSubscriberRow {
  visitor: number;
  uid: string;
  path: RenewalPath;
  decline: string | null;
  invoice: string | null;
  amount: number;
  currency: string;
  invoiceStatus: string;
  charged: number;
  outcome: string | null;
  subscriptionStatus: string;
  recordStatus: string | null;
  mails: { withLink: number; restart: number; recorded: string[] };
  pageSteps: string[];
}

const bump = (counts: Record<string, number>, key: string, by = 1): void => {
  counts[key] = (counts[key] ?? 0) + by;
};

const emptyPath = (): RenewalPathCounts => ({
  subscribers: 0,
  hardDeclines: 0,
  recovered: 0,
  ended: 0,
  open: 0,
  outcomes: {},
});

/** Counts, amounts and rows of the phase's observations. */
export function renewalCounts(
  observations: readonly RenewalObservation[],
): Pick<
  RenewalReport,
  | 'subscribers'
  | 'byPath'
  | 'byOutcome'
  | 'declines'
  | 'amounts'
  | 'recoveryRate'
  | 'mails'
  | 'pageCalls'
  | 'premium'
  | 'rows'
> {
  const byPath = Object.fromEntries(RENEWAL_PATHS.map((path) => [path, emptyPath()])) as Record<
    RenewalPath,
    RenewalPathCounts
  >;
  const byOutcome: Record<string, number> = {};
  const declines: Record<string, number> = {};
  const amounts = { recovered: {}, lost: {} } as RenewalReport['amounts'];
  const mails: RenewalReport['mails'] = { withLink: 0, restart: 0, recorded: {} };
  const pageCalls: Record<string, number> = {};
  const premium: RenewalReport['premium'] = { checks: 0, graceAtFailure: 0, byCheckpoint: {} };
  let recovered = 0;
  let ended = 0;
  const rows: RenewalSubscriberRow[] = [];
  for (const observation of observations) {
    const { subscriber, invoice, subscription } = observation;
    const counts = byPath[subscriber.path];
    counts.subscribers += 1;
    if (isHard(subscriber.decline)) counts.hardDeclines += 1;
    const paid = invoice?.status === 'paid';
    const isEnded =
      subscription?.status === 'canceled' && subscription.cancellationReason === 'payment_failed';
    const total = invoice?.total ?? 0;
    const currency = invoice?.currency ?? '?';
    if (paid) {
      counts.recovered += 1;
      recovered += 1;
      bump(amounts.recovered, currency, total);
    } else if (isEnded) {
      counts.ended += 1;
      ended += 1;
      bump(amounts.lost, currency, total);
    } else counts.open += 1;
    const outcome = observation.recovery?.outcome ?? 'none';
    bump(counts.outcomes, outcome);
    bump(byOutcome, outcome);
    bump(declines, subscriber.decline ?? 'authentication');
    mails.withLink += observation.mails.withLink;
    mails.restart += observation.mails.restart;
    for (const kind of observation.recovery?.mailsSent ?? []) bump(mails.recorded, kind);
    for (const action of observation.actions)
      bump(pageCalls, `${action.step} ${action.detail.split(' ')[0] ?? ''}`.trim());
    premium.checks += observation.premium.length;
    for (const seen of observation.premium)
      bump((premium.byCheckpoint[seen.checkpoint] ??= {}), seen.premium);
    if (observation.premium[0]?.premium === 'grace') premium.graceAtFailure += 1;
    rows.push({
      visitor: subscriber.visitor,
      uid: subscriber.uid,
      path: subscriber.path,
      decline: subscriber.decline,
      invoice: invoice?.id ?? null,
      amount: total,
      currency,
      invoiceStatus: invoice?.status ?? 'missing',
      charged: observation.invoiceCharged,
      outcome: observation.recovery?.outcome ?? null,
      subscriptionStatus: subscription?.status ?? 'missing',
      recordStatus: observation.record?.status ?? null,
      mails: { ...observation.mails, recorded: observation.recovery?.mailsSent ?? [] },
      pageSteps: observation.actions.map((action) => `${action.step} ${action.detail}`),
    });
  }
  return {
    subscribers: observations.length,
    byPath,
    byOutcome,
    declines,
    amounts,
    recoveryRate: recovered + ended > 0 ? recovered / (recovered + ended) : null,
    mails,
    pageCalls,
    premium,
    rows,
  };
}

/** 1999 eur → "EUR 19.99"; zero-decimal currencies (JPY) as they are. */
export function formatAmounts(amounts: Record<string, number>): string {
  const zeroDecimal = ['jpy', 'krw'];
  return (
    Object.entries(amounts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(
        ([currency, minor]) =>
          `${currency.toUpperCase()} ${
            zeroDecimal.includes(currency) ? String(minor) : (minor / 100).toFixed(2)
          }`,
      )
      .join(', ') || 'none'
  );
}

const list = (counts: Record<string, number>): string =>
  Object.entries(counts)
    .sort(([, a], [, b]) => b - a)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ') || 'none';

const percent = (rate: number | null): string =>
  rate === null ? 'n/a' : `${(rate * 100).toFixed(0)} %`;

function pathTable(byPath: RenewalReport['byPath']): string[] {
  const rows: string[][] = [
    [
      '  path',
      'subscribers',
      'hard',
      'recovered',
      'ended',
      'open',
      'outcomes (renewalRecoveries/)',
    ],
    ...RENEWAL_PATHS.filter((path) => byPath[path].subscribers > 0).map((path) => {
      const counts = byPath[path];
      return [
        `  ${path}`,
        String(counts.subscribers),
        String(counts.hardDeclines),
        String(counts.recovered),
        String(counts.ended),
        String(counts.open),
        list(counts.outcomes),
      ];
    }),
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => {
        const width = widths?.[column] ?? 0;
        if (column === 0) return cell.padEnd(width);
        return column === row.length - 1 ? cell : cell.padStart(width);
      })
      .join('  '),
  );
}

/** The phase's lines of the summary printed at the end of a run. */
export function renewalSummaryLines(report: RenewalReport | null): string[] {
  if (!report) return ['Failing renewals: skipped (RELIABILITY_RENEWALS=0)'];
  if (report.subscribers === 0)
    return [
      `Failing renewals: no subscriber to fail (${report.candidates} trialing Stripe card subscribers)`,
    ];
  const mismatchCounts: Record<string, number> = {};
  for (const mismatch of report.mismatches) bump(mismatchCounts, mismatch.kind);
  const warningCounts: Record<string, number> = {};
  for (const warning of report.warnings) bump(warningCounts, warning.kind);
  const authenticating = report.declines.authentication ?? 0;
  const recovered = Object.values(report.byPath).reduce((sum, path) => sum + path.recovered, 0);
  const ended = Object.values(report.byPath).reduce((sum, path) => sum + path.ended, 0);
  const billing = report.billingReport;
  return [
    `Failing renewals: ${report.subscribers} subscribers (${report.subscribers - authenticating} of ` +
      `${report.candidates - authenticating} trialing card subscribers declined by their bank, ` +
      `${authenticating} asked for 3-D Secure); Stripe's clock +${report.clock.days.toFixed(1)} days; ` +
      `${report.durationSeconds.toFixed(0)} s`,
    ...pathTable(report.byPath),
    `  Declines: ${list(report.declines)}`,
    `  Recovered ${recovered} (${formatAmounts(report.amounts.recovered)}), ended ${ended} ` +
      `(${formatAmounts(report.amounts.lost)}); recovery rate ${percent(report.recoveryRate)}; ` +
      `outcomes ${list(report.byOutcome)}`,
    `  Mails delivered: ${report.mails.withLink} with the card-update link, ${report.mails.restart} "ended"; ` +
      `recorded: ${list(report.mails.recorded)}`,
    `  Card-update page: ${list(report.pageCalls)}`,
    `  Premium (paid/grace/none): ${
      Object.entries(report.premium.byCheckpoint)
        .map(
          ([checkpoint, states]) =>
            `${checkpoint} ${states.paid ?? 0}/${states.grace ?? 0}/${states.none ?? 0}`,
        )
        .join(', ') || 'not checked'
    }`,
    `  npm run billing:report: ${
      billing
        ? `${billing.failed} failed, ${billing.recovered} recovered, ${billing.churned} churned (${percent(billing.recoveryRate)})`
        : 'did not run'
    }`,
    `Renewal mismatches: ${report.mismatches.length} (${list(mismatchCounts)}); warnings: ` +
      `${report.warnings.length} (${list(warningCounts)})`,
  ];
}
