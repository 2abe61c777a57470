import { describe, expect, it } from 'vitest';
import { planChartPoints } from './plan-points';

const today = new Date('2026-03-01T12:00:00Z');
const daysLater = (days: number) => new Date(today.getTime() + days * 24 * 60 * 60 * 1000);

describe('planChartPoints', () => {
  it.each([
    ['under 60 days: day and month', 40, 'de', { day: 'numeric', month: 'short' } as const],
    ['60 days or more: month only', 120, 'en', { month: 'short' } as const],
  ])('%s, in the visitor’s locale', (_, days, locale, options) => {
    const points = planChartPoints({
      startKg: 90,
      goalKg: 80,
      today,
      targetDate: daysLater(days),
      unit: 'kg',
      locale,
    });
    expect(points.map((point) => point.label)).toEqual(
      [0, 0.25, 0.5, 0.75, 1].map((share) =>
        daysLater(days * share).toLocaleDateString(locale, options),
      ),
    );
    expect(points.map((point) => point.value)).toEqual([90, 86, 83, 81, 80]);
  });

  it('shows pounds for a visitor in lb', () => {
    const points = planChartPoints({
      startKg: 90,
      goalKg: 80,
      today,
      targetDate: daysLater(90),
      unit: 'lb',
      locale: 'en',
    });
    expect(points[0]?.value).toBe(198);
    expect(points[4]?.value).toBe(176);
  });
});
