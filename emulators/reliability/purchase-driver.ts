import { cardVisitor } from './stripe-visitor.js';
import { checkoutVisitor } from './checkout-visitor.js';
import { FunnelSession, type StackUrls } from './funnel-session.js';
import type { RetryLog } from './http-call.js';
import { paypalVisitor } from './paypal-visitor.js';
import { failedReport, type PurchaseReport, type VisitorOutcome } from './visitor-outcome.js';
import type { Purchase, VisitorPlan } from './visitor-plan.js';

/** Something to do (a restart) once this many visitors have started; it runs beside them. */
export interface Milestone {
  afterStarted: number;
  action: () => Promise<void>;
}

export interface DriverOptions {
  urls: StackUrls;
  plans: readonly VisitorPlan[];
  /** Visitors in flight at once. */
  concurrency: number;
  /** Makes e-mails unique per run. */
  runId: string;
  log: RetryLog;
  milestones?: readonly Milestone[];
  onProgress?: (done: readonly VisitorOutcome[], total: number) => void;
}

function purchase(session: FunnelSession, chosen: Purchase): Promise<PurchaseReport> {
  switch (chosen.method) {
    case 'card':
      return cardVisitor(session, chosen.scenario);
    case 'paypal':
      return paypalVisitor(session, chosen.scenario);
    case 'checkout':
      return checkoutVisitor(session, chosen.scenario);
  }
}

async function runVisitor(options: DriverOptions, plan: VisitorPlan): Promise<VisitorOutcome> {
  const started = Date.now();
  const session = new FunnelSession(options.urls, plan, options.log, options.runId);
  let report: PurchaseReport;
  try {
    await session.start();
    report = await purchase(session, plan.purchase);
  } catch (error) {
    report = failedReport(error instanceof Error ? error.message : String(error));
  }
  return {
    index: plan.index,
    method: plan.purchase.method,
    scenario: plan.purchase.scenario,
    uid: session.uid || null,
    ...report,
    notes: [...session.notes, ...report.notes],
    durationMs: Date.now() - started,
  };
}

/**
 * Runs every planned visitor, `concurrency` at a time, and answers their outcomes in plan order.
 * Milestone actions start when their count of visitors has started and are awaited at the end.
 */
export async function drivePurchases(options: DriverOptions): Promise<VisitorOutcome[]> {
  const outcomes: VisitorOutcome[] = [];
  const pending = [...(options.milestones ?? [])].sort((a, b) => a.afterStarted - b.afterStarted);
  const actions: Promise<void>[] = [];
  let next = 0;
  const worker = async () => {
    while (next < options.plans.length) {
      const plan = options.plans[next];
      next += 1;
      if (!plan) continue;
      while (pending[0] && pending[0].afterStarted <= next) {
        const milestone = pending.shift();
        if (milestone) actions.push(milestone.action());
      }
      outcomes.push(await runVisitor(options, plan));
      options.onProgress?.(outcomes, options.plans.length);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  await Promise.all(actions);
  return outcomes.sort((a, b) => a.index - b.index);
}
