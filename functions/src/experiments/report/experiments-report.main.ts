import { runReport } from '../../reports/report-database';
import { experimentsReportText } from './experiments-report';

/**
 * `npm run experiments:report [-- --json] [-- --file <database.json>]`: the A/B tests' report
 * (issue 20), from the database reports/report-database.ts picks. It only reads.
 */
runReport(experimentsReportText);
