import { billingReportText } from './billing-report';
import { runReport } from './report-database';

/**
 * `npm run billing:report [-- --json] [-- --file <database.json>]`: failed renewals, the ones
 * recovered (count, amount, by a retry, a card update or authentication) and involuntary churn,
 * from the database reports/report-database.ts picks. It only reads.
 */
runReport(billingReportText);
