/**
 * What the local stack's tools (emulators/: seed, deploy check) and the end-to-end tests use from
 * functions besides the contract and the catalogue definitions: one public entry, so that lint
 * can keep everything else in functions/src private (eslint.config.js, layer boundaries).
 */
export { FileDatabaseAdapter } from './adapters/database/file-database.adapter';
export { refusedLocalSettings } from './domain/production-guard.rules';
export { signFutoken } from './domain/futoken';
export { minorUnits } from './domain/amounts.rules';
export { escapeHtml } from './domain/mail/mail-document';
export { computeExperimentsReport } from './experiments/report/experiments-report';
export { formatReportText } from './experiments/report/experiment-report.formatter';
export { JOB_RUN_PREFIX } from './scheduled/job-run-line';
export { upsellContractId } from './domain/contracts/contract-ids';
