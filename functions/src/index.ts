import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './api/create-app';
import { buildDeps, logger } from './composition/build-deps';
import { loadConfig } from './config';
import { secrets } from './params';
import { runScheduledJob } from './scheduled/run-scheduled-job';
import type { ScheduledJobName } from './scheduled/scheduled-jobs';
import { SCHEDULED_JOBS } from './scheduled/scheduled-jobs';

// Built on the first request, once per process: loading this module (deploy-time discovery,
// emulator start) must not read configuration or open connections.
let app: Express | undefined;

/**
 * The function's options, chosen on purpose:
 * - memory 512MiB: Express, firebase-admin and the Stripe SDK load once per instance, and up to
 *   `concurrency` requests share it; the 256MiB default leaves little room for that.
 * - concurrency 40 (one vCPU): the work is waiting on Stripe, PayPal and the database, so one
 *   instance serves many requests; 40 rather than 80 keeps a burst of cold purchases from
 *   queueing behind each other's CPU (JSON, signatures).
 * - timeoutSeconds 60: a purchase makes up to ~6 provider calls with retries (a few seconds
 *   each at worst); a webhook answered later than that is retried by the provider anyway.
 * - maxInstances 20: 800 concurrent requests is far above the funnel's peak; the cap bounds what
 *   abuse (card testing, enumeration) can cost before the rate limits answer 429.
 * - minInstances 0: no idle cost; the first request after a quiet period pays the cold start.
 */
export const api = onRequest(
  {
    region: 'europe-west1',
    secrets,
    memory: '512MiB',
    concurrency: 40,
    timeoutSeconds: 60,
    maxInstances: 20,
    minInstances: 0,
  },
  (req, res) => {
    app ??= createApp(buildDeps(loadConfig()));
    app(req, res);
  },
);

/** A job of the registry as a scheduled function, in the API's region with the same secrets. */
function scheduled(name: ScheduledJobName) {
  const { schedule, options } = SCHEDULED_JOBS[name];
  return onSchedule({ schedule, ...options, region: 'europe-west1', secrets }, async () => {
    await runScheduledJob(name, loadConfig(), { buildDeps, logger });
  });
}

// Every entry of SCHEDULED_JOBS (scheduled/scheduled-jobs.ts), one export each.
export const finalizeHeldCancellations = scheduled('finalizeHeldCancellations');
export const resumePausedPayPalSubscriptions = scheduled('resumePausedPayPalSubscriptions');
export const restorePayPalOfferPrices = scheduled('restorePayPalOfferPrices');
export const sweepRateLimits = scheduled('sweepRateLimits');
export const sendContractConfirmations = scheduled('sendContractConfirmations');
export const carryOutWithdrawals = scheduled('carryOutWithdrawals');
export const settlePayPalPlanReverts = scheduled('settlePayPalPlanReverts');
export const sendTrialReminders = scheduled('sendTrialReminders');
export const revalidateWellhubMemberships = scheduled('revalidateWellhubMemberships');
