const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec 01 §5: 0.5 kg a week under a 5 kg gap, else 0.75; weeks rounded up. */
export function weightLossPlan(
  currentKg: number,
  goalKg: number,
  today: Date,
): { weeks: number; targetDate: Date } {
  const gap = Math.max(0, currentKg - goalKg);
  const pace = gap < 5 ? 0.5 : 0.75;
  const weeks = Math.ceil(gap / pace);
  return { weeks, targetDate: new Date(today.getTime() + weeks * 7 * DAY_MS) };
}
