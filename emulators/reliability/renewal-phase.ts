import { MailCatcherClient } from '../mail/mail-catcher.client.js';
import { visitorEmail } from './funnel-session.js';
import { sleep, type RetryLog } from './http-call.js';
import { billingReportDifference, productBillingReport } from './product-billing-report.js';
import type { VisitorState } from './reconcile.js';
import { advanceStripeClock, CardUpdatePage, inPool, setIssuerDecline } from './renewal-actions.js';
import { planRenewals, renewalCandidates, type RenewalSubscriber } from './renewal-plan.js';
import { observePremium, type PremiumObservation } from './renewal-premium.js';
import { reconcileRenewals, type RenewalObservation } from './renewal-reconcile.js';
import { renewalCounts, type RenewalReport } from './renewal-report.js';
import {
  readStoredRenewals,
  readStripeBilling,
  renewalMailsOf,
  stripeClock,
  storedSubscriptionOf,
  type RenewalInvoiceRow,
  type StripeBilling,
  type StoredRenewals,
} from './renewal-snapshot.js';

const DAY = 86_400;
/**
 * The checks after each retry day run this long after it: past every subscriber's retry (their
 * renewals fall within the minutes the purchases took) and past the grace period's end as the API
 * saw the failures, long before the next retry.
 */
const CHECK_MARGIN = 3_600;
/** Subscribers on the card-update page at once. */
const PAGE_CONCURRENCY = 6;
/** Between the "pay now" clicks of the subscribers racing Stripe's first retry. */
const RACE_STAGGER_MS = 15;

export interface RenewalPhaseOptions {
  urls: { hosting: string; stripe: string; mail: string };
  databaseFile: string;
  repoRoot: string;
  /** Resolves once both providers' webhook deliveries have settled. */
  settle: () => Promise<void>;
  /** The purchases' reconciliation: who paid by Stripe, with one of everything. */
  visitors: readonly VisitorState[];
  runId: string;
  seed: number;
  /** Declined subscribers to sample (those whose card needs 3-D Secure come on top). */
  size: number;
  log: RetryLog;
  progress: (line: string) => void;
}

interface Checkpoint {
  name: string;
  billing: StripeBilling;
  stored: StoredRenewals;
}

/** The renewal invoice of a subscriber: its subscription's first cycle invoice made in the phase. */
function renewalInvoice(
  invoices: readonly RenewalInvoiceRow[],
  subscriber: RenewalSubscriber,
  before: ReadonlySet<string>,
): RenewalInvoiceRow | null {
  return (
    invoices.find(
      (invoice) =>
        invoice.subscription === subscriber.subscriptionId &&
        invoice.billingReason === 'subscription_cycle' &&
        !before.has(invoice.id),
    ) ?? null
  );
}

/**
 * Issue 35 in the reliability run: after the purchases settled, renewals of a seeded sample of
 * the run's trialing card subscribers fail (issuer declines; the 3-D Secure card asks for
 * authentication) as Stripe's clock passes the trials' end, and are recovered (or not) along
 * each subscriber's path; then the phase reconciles Stripe, the database and the mails.
 */
export async function runRenewalPhase(options: RenewalPhaseOptions): Promise<RenewalReport> {
  const started = Date.now();
  const { urls, progress } = options;
  const timeline: RenewalReport['timeline'] = [];
  const timed = async <T>(
    step: string,
    action: () => Promise<T>,
    processed?: (value: T) => number,
  ) => {
    const at = Date.now();
    const value = await action();
    const entry = {
      step,
      seconds: (Date.now() - at) / 1000,
      processed: processed ? processed(value) : null,
    };
    timeline.push(entry);
    progress(
      `  ${step}: ${entry.seconds.toFixed(1)} s${
        entry.processed === null ? '' : ` (${entry.processed} things due on Stripe's clock)`
      }\n`,
    );
    return value;
  };

  const initial = await readStripeBilling(urls.stripe);
  const storedBefore = await readStoredRenewals(options.databaseFile);
  const candidates = renewalCandidates({
    visitors: options.visitors,
    subscriptions: initial.subscriptions,
    cardLast4: initial.cardLast4,
    emailOf: (index) => visitorEmail(options.runId, index),
  });
  const subscribers = planRenewals(candidates, options.size, options.seed);
  const base = {
    candidates: candidates.length,
    clock: { from: initial.now, to: initial.now, days: 0 },
    timeline,
  };
  if (subscribers.length === 0) {
    const counts = renewalCounts([]);
    return {
      ...counts,
      ...base,
      durationSeconds: (Date.now() - started) / 1000,
      billingReport: null,
      mismatches: [],
      warnings: [],
    };
  }
  const paths = new Map<string, number>();
  for (const { path } of subscribers) paths.set(path, (paths.get(path) ?? 0) + 1);
  progress(
    `▸ Failing renewals: ${subscribers.length} of ${candidates.length} trialing card subscribers ` +
      `(${[...paths].map(([path, count]) => `${path} ${count}`).join(', ')})\n`,
  );
  const invoicesBefore = new Set(initial.invoices.map(({ id }) => id));
  const phaseStartedMs = Date.now();
  const due = Math.max(...subscribers.map((subscriber) => subscriber.renewsAt));
  const move = (step: string, to: number) =>
    timed(
      step,
      () => advanceStripeClock(urls.stripe, to),
      (processed) => processed,
    );
  const settle = (step: string) => timed(step, options.settle);

  // Premium as the records grant it, checked after each move of the clock (see renewal-premium.ts).
  let offset = 0;
  const premium = new Map<number, PremiumObservation[]>();
  const checkpoint = async (name: string): Promise<Checkpoint> => {
    const [billing, stored] = await Promise.all([
      readStripeBilling(urls.stripe),
      readStoredRenewals(options.databaseFile),
    ]);
    for (const subscriber of subscribers) {
      const seen = premium.get(subscriber.visitor) ?? [];
      seen.push(
        observePremium({
          checkpoint: name,
          record: stored.users[subscriber.uid],
          invoices: billing.invoices,
          subscriptionId: subscriber.subscriptionId,
          now: billing.now,
          offset,
        }),
      );
      premium.set(subscriber.visitor, seen);
    }
    return { name, billing, stored };
  };

  // The banks decline; the renewals come due and fail.
  await timed('issuer declines', () =>
    inPool(
      subscribers.filter((subscriber) => subscriber.decline !== null),
      10,
      (subscriber) => setIssuerDecline(urls.stripe, subscriber.paymentMethodId, subscriber.decline),
    ),
  );
  await move('clock: the renewals', due + 60);
  offset = (await stripeClock(urls.stripe)) - Math.floor(Date.now() / 1000);
  await settle('webhooks: the failures');
  const failedAt = await checkpoint('after the failure');
  const failed = new Set(
    subscribers
      .filter((subscriber) => {
        const invoice = renewalInvoice(failedAt.billing.invoices, subscriber, invoicesBefore);
        return invoice?.status === 'open' && invoice.attemptCount >= 1;
      })
      .map(({ visitor }) => visitor),
  );

  // The subscribers open the link of their mail (the first one naming their renewal's invoice).
  const mail = new MailCatcherClient(urls.mail);
  const pages = new Map<number, CardUpdatePage>();
  await inPool(subscribers, 10, async (subscriber) => {
    const invoice = renewalInvoice(failedAt.billing.invoices, subscriber, invoicesBefore);
    if (!invoice) return;
    const { token } = renewalMailsOf(await mail.list(subscriber.email), invoice.id);
    if (token) pages.set(subscriber.visitor, new CardUpdatePage(urls, token, options.log));
  });
  const withPage = (paths: readonly string[]) =>
    subscribers.filter(
      (subscriber) => paths.includes(subscriber.path) && pages.has(subscriber.visitor),
    );

  // Within the grace period: a new card, or the bank's 3-D Secure.
  await timed('card updates and authentications', () =>
    inPool(withPage(['card-update', 'authenticate']), PAGE_CONCURRENCY, async (subscriber) => {
      const page = pages.get(subscriber.visitor);
      if (!page) return;
      if (subscriber.path === 'authenticate') {
        await page.authenticate();
        return;
      }
      const setupIntent = await page.enterCard();
      if (setupIntent) await page.complete(setupIntent);
    }),
  );
  await settle('webhooks: the card updates');

  // Day 3: some banks accept the old card again; some of those subscribers enter a new card at
  // that very moment, and pay just as Stripe's first retry comes due.
  await timed('issuer accepts again (retry, card-update-at-retry)', () =>
    inPool(
      subscribers.filter((subscriber) =>
        ['retry', 'card-update-at-retry'].includes(subscriber.path),
      ),
      10,
      (subscriber) => setIssuerDecline(urls.stripe, subscriber.paymentMethodId, null),
    ),
  );
  const racing = withPage(['card-update-at-retry']);
  const entered = new Map<number, string>();
  await inPool(racing, PAGE_CONCURRENCY, async (subscriber) => {
    const setupIntent = await pages.get(subscriber.visitor)?.enterCard();
    if (setupIntent) entered.set(subscriber.visitor, setupIntent);
  });
  // "Pay now" clicked a few milliseconds apart, the retry due amid them: some payments reach
  // Stripe before the retry, some after it, some between the new card becoming the default and
  // the payment (all of them at once would lose to the clock, one request against several).
  await timed('card updates racing the first retry', () =>
    Promise.all([
      ...racing.map(async (subscriber, index) => {
        const setupIntent = entered.get(subscriber.visitor);
        await sleep(index * RACE_STAGGER_MS);
        if (setupIntent) await pages.get(subscriber.visitor)?.complete(setupIntent);
      }),
      sleep((racing.length * RACE_STAGGER_MS) / 2).then(() =>
        move('clock: the first retry (day 3)', due + 3 * DAY + CHECK_MARGIN),
      ),
    ]),
  );
  await settle('webhooks: the first retry');
  await checkpoint('day 3');

  // Day 5: the late ones' banks accept again before Stripe's second retry.
  await inPool(
    subscribers.filter((subscriber) => subscriber.path === 'late-retry'),
    10,
    (subscriber) => setIssuerDecline(urls.stripe, subscriber.paymentMethodId, null),
  );
  await move('clock: the second retry (day 5)', due + 5 * DAY + CHECK_MARGIN);
  await settle('webhooks: the second retry');
  await checkpoint('day 5');

  // Day 7: the last retry; the retries run out, the subscriptions left alone end.
  await move('clock: the last retry (day 7)', due + 7 * DAY + CHECK_MARGIN);
  await settle('webhooks: the end of retries');
  const [end, mails, billingReport] = await Promise.all([
    checkpoint('end'),
    timed('mails and billing report', async () => {
      const byVisitor = new Map<number, Awaited<ReturnType<MailCatcherClient['list']>>>();
      await inPool(subscribers, 10, async (subscriber) => {
        const received = await mail.list(subscriber.email);
        byVisitor.set(
          subscriber.visitor,
          received.filter((caught) => Date.parse(caught.receivedAt) >= phaseStartedMs),
        );
      });
      return byVisitor;
    }),
    productBillingReport(options.repoRoot, options.databaseFile),
  ]);

  const observations = subscribers.map((subscriber): RenewalObservation => {
    const invoice = renewalInvoice(end.billing.invoices, subscriber, invoicesBefore);
    const succeeded = end.billing.charges.filter(({ status }) => status === 'succeeded');
    const recovery = invoice
      ? (end.stored.recoveries.find(({ invoiceId }) => invoiceId === invoice.id) ?? null)
      : null;
    const subscription = end.billing.subscriptions.find(
      ({ id }) => id === subscriber.subscriptionId,
    );
    const sum = (charges: typeof succeeded) =>
      charges.reduce((total, charge) => total + charge.amount, 0);
    const renewalMails = invoice
      ? renewalMailsOf(mails.get(subscriber.visitor) ?? [], invoice.id)
      : { withLink: 0, restart: 0 };
    return {
      subscriber,
      invoice,
      failed: failed.has(subscriber.visitor),
      invoiceCharged: sum(
        succeeded.filter(
          (charge) =>
            charge.paymentIntent !== null && invoice?.paymentIntents.includes(charge.paymentIntent),
        ),
      ),
      customerCharged: sum(
        succeeded.filter(
          (charge) => charge.customer === subscriber.customerId && charge.created >= initial.now,
        ),
      ),
      subscription: subscription
        ? { status: subscription.status, cancellationReason: subscription.cancellationReason }
        : null,
      record: storedSubscriptionOf(end.stored.users[subscriber.uid]),
      recovery,
      mails: { withLink: renewalMails.withLink, restart: renewalMails.restart },
      actions: pages.get(subscriber.visitor)?.actions ?? [],
      premium: premium.get(subscriber.visitor) ?? [],
    };
  });

  const known = new Set([
    ...storedBefore.recoveries.map(({ invoiceId }) => invoiceId),
    ...observations.flatMap(({ invoice }) => (invoice ? [invoice.id] : [])),
  ]);
  const reconciliation = reconcileRenewals(observations, {
    unplanned: end.stored.recoveries.filter(({ invoiceId }) => !known.has(invoiceId)),
    billingDifference: billingReport
      ? billingReportDifference(billingReport, end.stored.recoveries)
      : null,
  });
  return {
    ...renewalCounts(observations),
    ...base,
    clock: { from: initial.now, to: end.billing.now, days: (end.billing.now - initial.now) / DAY },
    durationSeconds: (Date.now() - started) / 1000,
    billingReport,
    mismatches: reconciliation.mismatches,
    warnings: reconciliation.warnings,
  };
}
