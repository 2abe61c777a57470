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

const HEADER = [
  'variation',
  'visitors',
  'buyers',
  'purchases',
  'conversion',
  '95% interval',
  'revenue',
];
/** Counts are right-aligned; names and the revenue left. */
const RIGHT = [false, true, true, true, true, false, false];

function cells(row: VariationRow): string[] {
  return [
    row.variation,
    String(row.visitors),
    String(row.buyers),
    String(row.purchases),
    row.conversion === null ? '-' : percent(row.conversion),
    row.interval === null ? '-' : `${percent(row.interval.low)} – ${percent(row.interval.high)}`,
    formatRevenue(row.revenue),
  ];
}

function table(lines: string[][]): string[] {
  const widths = HEADER.map((_, column) =>
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
    'Experiments: visitors by their first exposure; purchases joined on the visitor id;',
    'conversion = buyers / visitors with its 95% Wilson score interval; revenue = payments received.',
  ];
  if (reports.length === 0)
    return [...intro, '', 'No experiment has an exposure or a purchase.'].join('\n');
  const sections = reports.map((report) => [
    '',
    report.experimentKey,
    ...table([HEADER, ...report.rows.map(cells)]).map((line) => `  ${line}`),
    unexposedLine(report),
  ]);
  return [...intro, ...sections.flat()].join('\n');
}

/** `--json`: the rows as computed, revenue in minor units and in major units as text. */
export function formatReportJson(reports: readonly ExperimentReport[]): string {
  const rows = reports.flatMap((report) =>
    report.rows.map((row) => ({
      ...row,
      revenueMajor: Object.fromEntries(
        Object.entries(row.revenue).map(([currency, amount]) => [
          currency,
          majorUnits(amount, currency),
        ]),
      ),
    })),
  );
  return JSON.stringify(
    { experiments: reports.map(({ experimentKey }) => experimentKey), rows },
    null,
    2,
  );
}
