/** z of a two-sided 95% interval (the normal distribution's 97.5th percentile). */
export const Z_95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/**
 * The Wilson score interval of a proportion of `successes` in `trials` (Wilson 1927): unlike
 * p ± z·√(p(1−p)/n) it stays inside [0, 1] and holds for the small counts an A/B test starts
 * with. null without trials.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval | null {
  if (trials <= 0) return null;
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
