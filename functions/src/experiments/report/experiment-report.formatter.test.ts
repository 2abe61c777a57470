import { describe, expect, it } from 'vitest';
import type { ExperimentReport, VariationRow } from '../../domain/experiment-report.rules';
import { formatReportJson, formatReportText, formatRevenue } from './experiment-report.formatter';

const REPORT: ExperimentReport[] = [
  {
    experimentKey: 'selected-package-index',
    rows: [
      {
        experimentKey: 'selected-package-index',
        variation: '0',
        visitors: 4,
        buyers: 2,
        purchases: 2,
        conversion: 0.5,
        interval: { low: 0.15, high: 0.85 },
        revenue: { eur: 3098 },
        gross: { eur: 3098 },
        refunded: {},
        disputed: {},
        unexposedPurchases: 0,
      },
      {
        experimentKey: 'selected-package-index',
        variation: '1',
        visitors: 3,
        buyers: 2,
        purchases: 2,
        conversion: 2 / 3,
        interval: { low: 0.20765, high: 0.93849 },
        revenue: { jpy: 1500, eur: 3999 },
        gross: { jpy: 1500, eur: 3999 },
        refunded: {},
        disputed: {},
        unexposedPurchases: 1,
      },
    ],
  },
];

const INTRO = [
  'Experiments: visitors by their first exposure; purchases joined on the visitor id; conversion = buyers / visitors',
  'with its 95% Wilson score interval; revenue = payments received (renewals too), net of refunds and disputes.',
];

/** The same rows after a refund (variation 0) and a lost dispute (variation 1). */
const TAKEN_BACK: ExperimentReport[] = REPORT.map((report) => ({
  ...report,
  rows: report.rows.map((row): VariationRow =>
    row.variation === '0'
      ? { ...row, revenue: { eur: 1599 }, refunded: { eur: 1499 } }
      : { ...row, revenue: { eur: 0, jpy: 1500 }, disputed: { eur: 3999 } },
  ),
}));

describe('formatReportText', () => {
  it('prints one table per experiment, revenue in major units, and the unexposed purchases', () => {
    expect(formatReportText(REPORT).split('\n')).toEqual([
      ...INTRO,
      '',
      'selected-package-index',
      '  variation  visitors  buyers  purchases  conversion  95% interval   revenue',
      '  0                 4       2          2       50.0%  15.0% – 85.0%  EUR 30.98',
      '  1                 3       2          2       66.7%  20.8% – 93.8%  EUR 39.99, JPY 1500',
      '  purchases that carried this experiment without a recorded exposure (not counted above; e.g. analytics consent declined): 1 (1: 1)',
    ]);
  });

  it('shows gross, refunded and disputed beside the net revenue once anything was taken back', () => {
    expect(formatReportText(TAKEN_BACK).split('\n')).toEqual([
      ...INTRO,
      '',
      'selected-package-index',
      '  variation  visitors  buyers  purchases  conversion  95% interval   gross                refunded   disputed   revenue',
      '  0                 4       2          2       50.0%  15.0% – 85.0%  EUR 30.98            EUR 14.99  -          EUR 15.99',
      '  1                 3       2          2       66.7%  20.8% – 93.8%  EUR 39.99, JPY 1500  -          EUR 39.99  EUR 0.00, JPY 1500',
      '  revenue = gross - refunded - disputed; disputed = chargebacks open or lost and PayPal reversals (a dispute won or an inquiry takes nothing)',
      '  purchases that carried this experiment without a recorded exposure (not counted above; e.g. analytics consent declined): 1 (1: 1)',
    ]);
  });

  it('says so when there is nothing to report', () => {
    expect(formatReportText([])).toContain('No experiment has an exposure or a purchase.');
  });
});

describe('formatRevenue', () => {
  it.each([
    [{}, '-'],
    [{ usd: 5 }, 'USD 0.05'],
    [{ krw: 19000, eur: 100 }, 'EUR 1.00, KRW 19000'],
  ])('%j → %s', (revenue, text) => {
    expect(formatRevenue(revenue)).toBe(text);
  });
});

describe('formatReportJson', () => {
  it('gives net, gross, refunded and disputed in minor and major units', () => {
    const parsed = JSON.parse(formatReportJson(TAKEN_BACK)) as { rows: object[] };
    expect(parsed.rows[0]).toMatchObject({
      revenue: { eur: 1599 },
      gross: { eur: 3098 },
      refunded: { eur: 1499 },
      disputed: {},
      revenueMajor: { eur: '15.99' },
      grossMajor: { eur: '30.98' },
      refundedMajor: { eur: '14.99' },
      disputedMajor: {},
    });
  });

  it('gives the rows with revenue in minor and major units', () => {
    const parsed = JSON.parse(formatReportJson(REPORT)) as {
      experiments: string[];
      rows: { variation: string; revenue: object; revenueMajor: object }[];
    };
    expect(parsed.experiments).toEqual(['selected-package-index']);
    expect(parsed.rows[1]).toMatchObject({
      variation: '1',
      revenue: { eur: 3999, jpy: 1500 },
      revenueMajor: { eur: '39.99', jpy: '1500' },
    });
  });
});
