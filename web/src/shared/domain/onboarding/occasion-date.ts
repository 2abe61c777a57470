/**
 * special_occasion_date (spec 01 §4, §5): answers are calendar dates 'YYYY-MM-DD' in the
 * visitor's local time zone; the picker defaults to today + 3 months; past dates are refused.
 */
export const OCCASION_DEFAULT_MONTHS = 3;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A real calendar date ('2026-02-30' is not), as local midnight; otherwise undefined. */
export function parseIsoDate(value: string): Date | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

/** Today + `months` calendar months; a day the target month lacks becomes its last day (31 → 30). */
export function addMonths(date: Date, months: number): Date {
  const firstOfTarget = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(firstOfTarget.getFullYear(), firstOfTarget.getMonth() + 1, 0).getDate();
  firstOfTarget.setDate(Math.min(date.getDate(), lastDay));
  return firstOfTarget;
}

export function defaultOccasionDate(today: Date): string {
  return toIsoDate(addMonths(today, OCCASION_DEFAULT_MONTHS));
}

/** Today or later is accepted; earlier days and malformed values are refused. */
export function isOccasionDateAllowed(value: string, today: Date): boolean {
  return parseIsoDate(value) !== undefined && value >= toIsoDate(today);
}
