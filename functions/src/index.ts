import type { Express } from 'express';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createApp } from './api/create-app';
import { buildDeps } from './composition/build-deps';
import { buildUseCases } from './composition/build-use-cases';
import { loadConfig } from './config';
import { secrets } from './params';

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

/**
 * Hourly: the final cancel at PayPal of contracts cancelled without login (§312k) whose paid
 * period has ended. Until then they are held suspended (nothing is billed) so the mail's link can
 * undo them; a late or missed run bills nobody, it only leaves PayPal showing "suspended" longer.
 */
export const finalizeHeldCancellations = onSchedule(
  {
    schedule: 'every 60 minutes',
    timeZone: 'Europe/Berlin',
    region: 'europe-west1',
    secrets,
    memory: '256MiB',
    concurrency: 1,
    timeoutSeconds: 300,
    maxInstances: 1,
    minInstances: 0,
    // The next hourly run is the retry; a held contract bills nobody in the meantime.
    retryCount: 0,
  },
  async () => {
    const deps = buildDeps(loadConfig());
    const made = await buildUseCases(deps).cancellationHolds.finalizeDue();
    deps.logger.info('held cancellations finalized', { made });
  },
);

/**
 * Daily: asks the Wellhub partner about every active membership last confirmed 30 days ago or
 * more (so at most 31 days pass between two checks) and ends those the partner denies (issue 32).
 * A partner that does not answer leaves the membership as it is until the next day's run.
 */
export const revalidateWellhubMemberships = onSchedule(
  {
    schedule: 'every 24 hours',
    timeZone: 'Europe/Berlin',
    region: 'europe-west1',
    secrets,
    memory: '256MiB',
    concurrency: 1,
    timeoutSeconds: 540,
    maxInstances: 1,
    minInstances: 0,
    // The next day's run is the retry; nothing is due for another 30 days after a check.
    retryCount: 0,
  },
  async () => {
    const deps = buildDeps(loadConfig());
    const report = await buildUseCases(deps).wellhub.revalidateDue();
    deps.logger.info('wellhub memberships re-validated', { ...report });
  },
);
