import type { Database } from '../../adapters/database/database.port';
import { EXPERIMENT_KEY, VISITOR_ID } from '../../contract/experiments';
import { exposureOf } from '../../domain/experiment-exposure.rules';
import type { ExperimentReportInput, ExposureRecord } from '../../domain/experiment-report.rules';
import { paymentsOfRecord, purchasesOfLog } from '../../domain/experiment-purchases.rules';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function exposuresOf(tree: unknown): ExposureRecord[] {
  if (!isObject(tree)) return [];
  const exposures: ExposureRecord[] = [];
  for (const [experimentKey, visitors] of Object.entries(tree)) {
    if (!EXPERIMENT_KEY.test(experimentKey) || !isObject(visitors)) continue;
    for (const [visitorId, stored] of Object.entries(visitors)) {
      const exposure = exposureOf(stored);
      if (exposure && VISITOR_ID.test(visitorId))
        exposures.push({ experimentKey, visitorId, variation: exposure.variation });
    }
  }
  return exposures;
}

/**
 * What the report reads: every exposure, and every user's iapLog and payments. It reads the
 * whole `users` tree once, fine for a report run by hand; a larger database would want the
 * purchases indexed by visitor.
 */
export async function loadExperimentReportInput(
  database: Database,
): Promise<ExperimentReportInput> {
  const [exposures, users] = await Promise.all([
    database.get('experimentExposures'),
    database.get('users'),
  ]);
  const records = isObject(users) ? Object.entries(users) : [];
  const payments = records.flatMap(([, user]) =>
    isObject(user) ? paymentsOfRecord(user.payments) : [],
  );
  const paid = new Set(payments.map((payment) => payment.subscriptionId));
  return {
    exposures: exposuresOf(exposures),
    purchases: records.flatMap(([uid, user]) =>
      isObject(user) ? purchasesOfLog(uid, user.iapLog, paid) : [],
    ),
    payments,
  };
}
