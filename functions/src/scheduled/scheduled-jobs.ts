import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import type { AppDeps } from '../composition/app-deps';
import type { UseCases } from '../composition/build-use-cases';

/** One scheduled function: its trigger, its options, and what one run does. */
export interface ScheduledJob {
  /** Cloud Scheduler's schedule, in timeZone. */
  schedule: string;
  /** The function's options besides the region and secrets (index.ts gives every job those). */
  options: Omit<ScheduleOptions, 'schedule' | 'region' | 'secrets'>;
  /** One run over the use cases; what it answers is logged (and returned by the local trigger). */
  run(useCases: UseCases, deps: AppDeps): Promise<Record<string, unknown>>;
}

/**
 * What every job runs with: one instance at a time (runs never overlap) and no retry (the next
 * scheduled run is the retry).
 */
const ONE_INSTANCE_NO_RETRY = {
  timeZone: 'Europe/Berlin',
  memory: '256MiB',
  concurrency: 1,
  timeoutSeconds: 300,
  maxInstances: 1,
  minInstances: 0,
  retryCount: 0,
} satisfies ScheduledJob['options'];

/**
 * Every scheduled function, by its export name: index.ts exports each with onSchedule (index.test.ts
 * checks none is missing), and the local stack's trigger runs each on demand (POST /jobs/{name},
 * emulators/jobs). Adding a job is one entry here and its export line in index.ts.
 */
const JOBS = {
  /**
   * Hourly: the final cancel at PayPal of contracts cancelled without login (§312k) whose paid
   * period has ended. Until then they are held suspended (nothing is billed) so the mail's link
   * can undo them; a late or missed run bills nobody, it only leaves PayPal showing "suspended"
   * longer.
   */
  finalizeHeldCancellations: {
    schedule: 'every 60 minutes',
    // The next hourly run is the retry; a held contract bills nobody in the meantime.
    options: ONE_INSTANCE_NO_RETRY,
    run: async (useCases) => ({ made: await useCases.cancellationHolds.finalizeDue() }),
  },
  /**
   * Hourly: reactivates PayPal subscriptions whose pause has ended (PayPal's suspend has no resume
   * date). Never one held for a cancellation or suspended by PayPal itself (failed payments):
   * those are listed for support. A late run only makes the pause a little longer (not billed).
   */
  resumePausedPayPalSubscriptions: {
    schedule: 'every 60 minutes',
    options: ONE_INSTANCE_NO_RETRY,
    run: async (useCases) => ({ ...(await useCases.pauseEnds.resumeDue()) }),
  },
  /**
   * Hourly: puts the regular price back on PayPal subscriptions whose retention offer's lowered
   * payments were all billed (PayPal has no coupon that ends by itself). PayPal keeps a price for
   * a cycle due within 10 days of a change, and a monthly cycle's next payment is ~30 days after
   * the last lowered one, so a run up to ~20 days late still bills the regular price on time.
   */
  restorePayPalOfferPrices: {
    schedule: 'every 60 minutes',
    options: ONE_INSTANCE_NO_RETRY,
    run: async (useCases) => ({
      ...(useCases.paypalOfferPrices
        ? await useCases.paypalOfferPrices.restoreDue()
        : { configured: false }),
    }),
  },
  /**
   * Hourly: deletes the rate-limit counters of windows that ended more than five minutes ago
   * (use-cases/rate-limits/rate-limit-sweep.service.ts), so no counter outlives its window by much
   * more than an hour and faked client keys cannot grow the database. A missed run is caught up by
   * the next.
   */
  sweepRateLimits: {
    schedule: 'every 60 minutes',
    options: ONE_INSTANCE_NO_RETRY,
    run: async (useCases) => ({ windows: await useCases.rateLimitSweep.sweep() }),
  },
  /**
   * Hourly: carries out the withdrawals (Art. 11a CRD) received 48 hours ago and not stopped:
   * each withdrawn contract ends and everything paid for it is refunded. A refund the provider
   * refuses keeps the withdrawal due, so the next run retries it; a late run only delays the
   * refund (the law allows 14 days) while access continues.
   */
  /**
   * Hourly: the mail three days before a PayPal trial converts (PayPal sends no event for it;
   * Stripe's trial_will_end reminds Stripe trials). Each trial its webhooks saw is re-read at
   * PayPal first: one cancelled or converted meanwhile gets nothing. A late run sends it later.
   */
  sendTrialReminders: {
    schedule: 'every 60 minutes',
    options: ONE_INSTANCE_NO_RETRY,
    run: async (useCases) => ({ ...(await useCases.renewals.trialReminders.remindDue()) }),
  },
  carryOutWithdrawals: {
    schedule: 'every 60 minutes',
    options: ONE_INSTANCE_NO_RETRY,
    run: async (useCases) => ({
      ...(useCases.withdrawals
        ? await useCases.withdrawals.execution.carryOutDue()
        : { configured: false }),
    }),
  },
  /**
   * Hourly: a PayPal upgrade withdrawn on its own waits for the buyer's consent to the earlier
   * plan: each is confirmed once PayPal has it, reminded three days before the withdrawn plan's
   * first payment, and cancelled two hours before it without consent. The two-hour margin is two
   * runs: one missed run still ends it in time.
   */
  settlePayPalPlanReverts: {
    schedule: 'every 60 minutes',
    options: ONE_INSTANCE_NO_RETRY,
    run: async (useCases) => ({
      ...(useCases.withdrawals?.paypalPlans
        ? await useCases.withdrawals.paypalPlans.settleDue()
        : { configured: false }),
    }),
  },
  /**
   * Hourly: sends the contract confirmation mails (Art. 8(7) CRD) that could not go out when the
   * purchase was observed (the SMTP server refused, the function stopped). A mail that went out is
   * never sent again; one failing ten times stays listed for support.
   */
  sendContractConfirmations: {
    schedule: 'every 60 minutes',
    options: ONE_INSTANCE_NO_RETRY,
    run: async (useCases) => ({ ...(await useCases.contractConfirmations.sendPending()) }),
  },
  /**
   * Daily: asks the Wellhub partner about every active membership last confirmed 30 days ago or
   * more (so at most 31 days pass between two checks) and ends those the partner denies (issue 32).
   * A partner that does not answer leaves the membership as it is until the next day's run.
   */
  revalidateWellhubMemberships: {
    schedule: 'every 24 hours',
    // The next day's run is the retry; nothing is due for another 30 days after a check.
    options: { ...ONE_INSTANCE_NO_RETRY, timeoutSeconds: 540 },
    run: async (useCases) => ({ ...(await useCases.wellhub.revalidateDue()) }),
  },
} satisfies Record<string, ScheduledJob>;

export type ScheduledJobName = keyof typeof JOBS;

export const SCHEDULED_JOBS: Readonly<Record<ScheduledJobName, ScheduledJob>> = JOBS;

export const SCHEDULED_JOB_NAMES = Object.keys(SCHEDULED_JOBS) as ScheduledJobName[];

export const isScheduledJobName = (name: string): name is ScheduledJobName =>
  Object.hasOwn(SCHEDULED_JOBS, name);
