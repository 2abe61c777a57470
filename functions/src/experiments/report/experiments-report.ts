import type { Database } from '../../adapters/database/database.port';
import { experimentReport } from '../../domain/experiment-report.rules';
import type { ExperimentReport } from '../../domain/experiment-report.rules';
import { formatReportJson, formatReportText } from './experiment-report.formatter';
import { loadExperimentReportInput } from './experiment-report.loader';

/** The report's rows from a database: what `npm run experiments:report` prints. */
export async function computeExperimentsReport(database: Database): Promise<ExperimentReport[]> {
  return experimentReport(await loadExperimentReportInput(database));
}

export async function experimentsReportText(
  database: Database,
  format: 'text' | 'json',
): Promise<string> {
  const reports = await computeExperimentsReport(database);
  return format === 'json' ? formatReportJson(reports) : formatReportText(reports);
}
