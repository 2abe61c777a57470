import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { LOCAL_STACK, localUrl } from '../local-stack.config.js';
import { LOCAL_DIR, REPO_ROOT, startStack, type RunningStack } from '../launcher/stack.js';
import type { FaultRule } from '../shared/faults/fault-rules.js';
import { DEFAULT_FAULT_PLAN, faultBody, WEBHOOK_CHAOS } from './fault-plan.js';
import type { StackUrls } from './funnel-session.js';
import { crashFunctions, type RestartRecord } from './functions-restart.js';
import { call, RetryLog } from './http-call.js';
import { objectIds, takeSnapshot } from './provider-snapshot.js';
import { drivePurchases } from './purchase-driver.js';
import { reconcile } from './reconcile.js';
import { runRenewalPhase } from './renewal-phase.js';
import { countVisitors, faultTotals, summaryText, type ReliabilityReport } from './report.js';
import { planVisitors } from './visitor-plan.js';
import type { VisitorOutcome } from './visitor-outcome.js';
import {
  paypalRecordedEvents,
  paypalWebhookStats,
  stripeDeliveries,
  stripeEventIds,
  stripeWebhookStats,
} from './webhook-stats.js';

/**
 * npm run test:reliability; RELIABILITY_VISITORS, _CONCURRENCY, _SEED, _ERROR_RATE override, and
 * RELIABILITY_RENEWALS the failing renewals' sample (0: no such phase).
 */
const options = z
  .object({
    RELIABILITY_VISITORS: z.coerce.number().int().min(1).default(500),
    RELIABILITY_RENEWALS: z.coerce.number().int().min(0).default(30),
    RELIABILITY_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(12),
    RELIABILITY_SEED: z.coerce.number().int().default(20261125),
    RELIABILITY_ERROR_RATE: z.coerce.number().min(0).max(1).default(DEFAULT_FAULT_PLAN.errorRate),
  })
  .parse(process.env);

const SETTLE_TIMEOUT_MS = 300_000;
const REPORT_FILE = join(LOCAL_DIR, 'reports', 'reliability.json');

const faultsSchema = z.object({ rules: z.array(z.custom<FaultRule>()) });

async function admin(url: string, body?: object, method: 'POST' | 'DELETE' | 'GET' = 'POST') {
  const answer = await call(url, { method, ...(body === undefined ? {} : { body }) });
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.error}`);
  return answer.body;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what} did not finish within ${ms / 1000} s`)),
        ms,
      ).unref(),
    ),
  ]);
}

function progress(done: readonly VisitorOutcome[], total: number, started: number): void {
  if (done.length % 25 !== 0 && done.length !== total) return;
  const count = (belief: VisitorOutcome['belief']) =>
    done.filter((outcome) => outcome.belief === belief).length;
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stdout.write(
    `  ${done.length}/${total} visitors: ${count('paid')} paid, ${count('declined')} declined, ` +
      `${count('cancelled')} cancelled, ${count('failed')} failed (${seconds} s)\n`,
  );
}

async function run(stack: RunningStack): Promise<ReliabilityReport> {
  const startedAt = new Date();
  const urls: StackUrls = {
    hosting: stack.url,
    auth: localUrl(LOCAL_STACK.ports.auth),
    stripe: stack.stripe.url,
    paypal: stack.paypal.url,
  };
  if (!stack.databaseFile) throw new Error('the reliability suite reads the local file database');
  const databaseFile = stack.databaseFile;
  const snapshotUrls = { stripe: urls.stripe, paypal: urls.paypal, databaseFile };

  // What exists before the run (the seed's demo users) is left out of the counts.
  const before = objectIds(await takeSnapshot(snapshotUrls));
  const stripeEventsBefore = await stripeEventIds(urls.stripe);
  const paypalEventsBefore = new Set(
    (await paypalRecordedEvents(urls.paypal)).map(({ event }) => event.id),
  );

  const plan = {
    ...DEFAULT_FAULT_PLAN,
    seed: options.RELIABILITY_SEED,
    errorRate: options.RELIABILITY_ERROR_RATE,
  };
  await admin(`${urls.stripe}/_emulator/faults`, faultBody(plan, 'stripe'));
  await admin(`${urls.paypal}/_emulator/faults`, faultBody(plan, 'paypal'));
  await admin(`${urls.stripe}/_emulator/webhooks/chaos`, WEBHOOK_CHAOS);
  await admin(`${urls.paypal}/_emulator/webhooks/chaos`, WEBHOOK_CHAOS);

  const plans = planVisitors(options.RELIABILITY_VISITORS, options.RELIABILITY_SEED);
  const runId = startedAt.getTime().toString(36);
  const log = new RetryLog();
  const restarts: RestartRecord[] = [];
  const firebasePid = stack.firebasePid;
  // Two crashes, a third and two thirds into the run (see functions-restart.ts for why a crash).
  const crashes = [0.35, 0.7].map((share) => Math.max(1, Math.round(plans.length * share)));
  const driveStarted = Date.now();
  process.stdout.write(
    `▸ ${plans.length} visitors, ${options.RELIABILITY_CONCURRENCY} at a time; ` +
      `${plan.errorRate * 100}% provider errors; the functions crash after ${crashes.join(' and ')} visitors started\n`,
  );
  const outcomes = await drivePurchases({
    urls,
    plans,
    concurrency: options.RELIABILITY_CONCURRENCY,
    runId,
    log,
    milestones: crashes.map((afterStarted) => ({
      afterStarted,
      action: async () => {
        if (firebasePid === undefined) throw new Error('no firebase process to restart');
        const killedPids = await crashFunctions(firebasePid, REPO_ROOT);
        restarts.push({ kind: 'crash', at: new Date().toISOString(), afterStarted, killedPids });
        process.stdout.write(`  ✗ functions crashed: ${killedPids.length} workers killed\n`);
      },
    })),
    onProgress: (done, total) => progress(done, total, driveStarted),
  });

  // The outage ends: providers answer again, and their webhook retries go through.
  const stripeFaults = faultsSchema.parse(
    await admin(`${urls.stripe}/_emulator/faults`, undefined, 'GET'),
  );
  const paypalFaults = faultsSchema.parse(
    await admin(`${urls.paypal}/_emulator/faults`, undefined, 'GET'),
  );
  await admin(`${urls.stripe}/_emulator/faults`, undefined, 'DELETE');
  await admin(`${urls.paypal}/_emulator/faults`, undefined, 'DELETE');
  process.stdout.write('▸ Waiting for webhook deliveries to settle…\n');
  await within(
    Promise.all([stack.stripe.webhooksSettled(), stack.paypal.webhooksSettled()]),
    SETTLE_TIMEOUT_MS,
    'webhook delivery',
  );

  const snapshot = await takeSnapshot(snapshotUrls);
  const reconciliation = reconcile(outcomes, snapshot, before);
  const doubleClicked = plans.filter(
    (visitor) => visitor.doubleClick && visitor.purchase.method !== 'paypal',
  );
  const webhooks = {
    stripe: stripeWebhookStats(await stripeDeliveries(urls.stripe), stripeEventsBefore),
    paypal: paypalWebhookStats(await paypalRecordedEvents(urls.paypal), paypalEventsBefore),
  };

  // Issue 35: renewals that fail, and their recovery (renewal-phase.ts), on the settled stack.
  let renewals: ReliabilityReport['renewals'] = null;
  let renewalsError: string | undefined;
  if (options.RELIABILITY_RENEWALS > 0) {
    const phaseEventsBefore = await stripeEventIds(urls.stripe);
    try {
      const phase = await runRenewalPhase({
        urls: { hosting: urls.hosting, stripe: urls.stripe, mail: stack.mail.url },
        databaseFile,
        repoRoot: REPO_ROOT,
        settle: () =>
          within(
            Promise.all([stack.stripe.webhooksSettled(), stack.paypal.webhooksSettled()]).then(
              () => undefined,
            ),
            SETTLE_TIMEOUT_MS,
            'webhook delivery',
          ),
        visitors: reconciliation.visitors,
        runId,
        seed: options.RELIABILITY_SEED,
        size: options.RELIABILITY_RENEWALS,
        log,
        progress: (line) => process.stdout.write(line),
      });
      renewals = {
        ...phase,
        webhooks: stripeWebhookStats(await stripeDeliveries(urls.stripe), phaseEventsBefore),
      };
    } catch (error) {
      renewalsError = error instanceof Error ? (error.stack ?? error.message) : String(error);
    }
  }
  return {
    startedAt: startedAt.toISOString(),
    durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
    seed: options.RELIABILITY_SEED,
    concurrency: options.RELIABILITY_CONCURRENCY,
    visitors: plans.length,
    ...countVisitors(outcomes, reconciliation),
    faults: { stripe: faultTotals(stripeFaults.rules), paypal: faultTotals(paypalFaults.rules) },
    retries: log.retries,
    callFailures: log.failures,
    webhooks,
    restarts,
    doubleClicks: {
      sent: doubleClicked.length,
      split: outcomes.filter((outcome) =>
        outcome.notes.some((note) => note.startsWith('double-click-split')),
      ).length,
    },
    rebuys: outcomes.filter((outcome) => outcome.notes.includes('rebuy')).length,
    mismatches: reconciliation.mismatches,
    warnings: reconciliation.warnings,
    renewals,
    ...(renewalsError ? { renewalsError } : {}),
    outcomes,
  };
}

async function main(): Promise<number> {
  const stack = await startStack();
  // Ctrl-C or a CI timeout: stop the stack's processes (function workers included) first.
  const interrupted = (signal: NodeJS.Signals) => {
    process.stderr.write(`\n${signal}: stopping the local stack…\n`);
    void stack.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  let report: ReliabilityReport;
  try {
    report = await run(stack);
  } finally {
    await stack.stop();
  }
  await mkdir(join(LOCAL_DIR, 'reports'), { recursive: true });
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(`\n${summaryText(report)}\nReport: ${REPORT_FILE}\n`);
  const findings = [...report.mismatches, ...(report.renewals?.mismatches ?? [])];
  for (const mismatch of findings.slice(0, 30))
    process.stdout.write(
      `  ✗ ${mismatch.kind} visitor ${mismatch.visitor ?? '-'} ${mismatch.uid ?? ''}: ${mismatch.detail}\n`,
    );
  const broken = report.totals.paid === 0;
  if (broken) process.stdout.write('No visitor could pay: the run proves nothing.\n');
  if (report.renewalsError)
    process.stdout.write(`The failing renewals phase broke off: ${report.renewalsError}\n`);
  return findings.length > 0 || broken || report.renewalsError ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(
      `Reliability suite failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exit(1);
  },
);
