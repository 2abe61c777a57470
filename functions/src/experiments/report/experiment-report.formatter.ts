import type { ExperimentReport, VariationRow } from '../../domain/experiment-report.rules';
import { majorUnits } from '../../domain/amounts.rules';

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

/** "EUR 30.98, JPY 1500": currencies in code order, amounts in major units. */
export function formatRevenue(revenue: Record<string, number>): string {
  const currencies = Object.keys(revenue).sort();
  if (currencies.length === 0) return '-';
  return currencies
    .map((currency) => `${currency.toUpperCase()} ${majorUnits(revenue[currency] ?? 0, currency)}`)
    .join(', ');
}

const COUNT_HEADER = ['variation', 'visitors', 'buyers', 'purchases', 'conversion', '95% interval'];
/** Revenue alone, or (when anything was refunded or disputed) what it is net of beside it. */
const NET_HEADER = ['revenue'];
const MONEY_HEADER = ['gross', 'refunded', 'disputed', 'revenue'];
/** Counts are right-aligned; names, the interval and money left. */
const RIGHT = [false, true, true, true, true, false];

function cells(row: VariationRow, money: boolean): string[] {
  return [
    row.variation,
    String(row.visitors),
    String(row.buyers),
    String(row.purchases),
    row.conversion === null ? '-' : percent(row.conversion),
    row.interval === null ? '-' : `${percent(row.interval.low)} – ${percent(row.interval.high)}`,
    ...(money ? [row.gross, row.refunded, row.disputed] : []).map(formatRevenue),
    formatRevenue(row.revenue),
  ];
}

function table(lines: string[][]): string[] {
  const widths = (lines[0] ?? []).map((_, column) =>
    Math.max(...lines.map((line) => (line[column] ?? '').length)),
  );
  return lines.map((line) =>
    line
      .map((cell, column) =>
        RIGHT[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}

const hasAny = (sums: Record<string, number>): boolean =>
  Object.values(sums).some((amount) => amount !== 0);

/** Whether any row had money taken back: then every table shows gross, refunded and disputed. */
const takenBackAnywhere = (reports: readonly ExperimentReport[]): boolean =>
  reports.some((report) => report.rows.some((row) => hasAny(row.refunded) || hasAny(row.disputed)));

const MONEY_NOTE =
  '  revenue = gross - refunded - disputed; disputed = chargebacks open or lost and PayPal ' +
  'reversals (a dispute won or an inquiry takes nothing)';

function unexposedLine(report: ExperimentReport): string {
  const rows = report.rows.filter((row) => row.unexposedPurchases > 0);
  const total = rows.reduce((sum, row) => sum + row.unexposedPurchases, 0);
  const detail = rows.map((row) => `${row.variation}: ${row.unexposedPurchases}`).join(', ');
  return (
    `  purchases that carried this experiment without a recorded exposure (not counted above; ` +
    `e.g. analytics consent declined): ${total}${total > 0 ? ` (${detail})` : ''}`
  );
}

/** The plain-text report: one table per experiment. */
export function formatReportText(reports: readonly ExperimentReport[]): string {
  const intro = [
    'Experiments: visitors by their first exposure; purchases joined on the visitor id; conversion = buyers / visitors',
    'with its 95% Wilson score interval; revenue = payments received (renewals too), net of refunds and disputes.',
  ];
  if (reports.length === 0)
    return [...intro, '', 'No experiment has an exposure or a purchase.'].join('\n');
  const money = takenBackAnywhere(reports);
  const header = [...COUNT_HEADER, ...(money ? MONEY_HEADER : NET_HEADER)];
  const sections = reports.map((report) => [
    '',
    report.experimentKey,
    ...table([header, ...report.rows.map((row) => cells(row, money))]).map((line) => `  ${line}`),
    ...(money ? [MONEY_NOTE] : []),
    unexposedLine(report),
  ]);
  return [...intro, ...sections.flat()].join('\n');
}

const inMajorUnits = (sums: Record<string, number>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(sums).map(([currency, amount]) => [currency, majorUnits(amount, currency)]),
  );

/**
 * `--json`: the rows as computed, money in minor units and in major units as text (revenue net;
 * gross, refunded and disputed beside it).
 */
export function formatReportJson(reports: readonly ExperimentReport[]): string {
  const rows = reports.flatMap((report) =>
    report.rows.map((row) => ({
      ...row,
      revenueMajor: inMajorUnits(row.revenue),
      grossMajor: inMajorUnits(row.gross),
      refundedMajor: inMajorUnits(row.refunded),
      disputedMajor: inMajorUnits(row.disputed),
    })),
  );
  return JSON.stringify(
    { experiments: reports.map(({ experimentKey }) => experimentKey), rows },
    null,
    2,
  );
}
