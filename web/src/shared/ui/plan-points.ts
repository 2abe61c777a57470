import { KG_PER_LB } from '@fastwell/contract/units';
import type { WeightUnit } from '../domain/measurements';
import type { PlanChartPoint } from './plan-chart';

/** Share of the loss reached at each of the 5 points: faster at first, as plans usually go. */
const EASED = [0, 0.4, 0.68, 0.88, 1] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

export function displayWeight(kg: number, unit: WeightUnit): number {
  return Math.round(unit === 'kg' ? kg : kg / KG_PER_LB);
}

/** The plan chart's 5 points from today's weight to the goal at the target date. */
export function planChartPoints(input: {
  startKg: number;
  goalKg: number;
  today: Date;
  targetDate: Date;
  unit: WeightUnit;
  locale: string;
}): PlanChartPoint[] {
  const span = Math.max(0, input.targetDate.getTime() - input.today.getTime());
  const short = span < 60 * DAY_MS;
  // One formatter for the five labels: toLocaleDateString builds a new one on every call, which
  // made this chart the checkout screen's most expensive piece of its own code.
  const format = new Intl.DateTimeFormat(
    input.locale,
    short ? { day: 'numeric', month: 'short' } : { month: 'short' },
  );
  return EASED.map((share, index) => {
    const date = new Date(input.today.getTime() + (span * index) / (EASED.length - 1));
    const kg = input.startKg - (input.startKg - input.goalKg) * share;
    return {
      label: format.format(date),
      value: displayWeight(kg, input.unit),
    };
  });
}
