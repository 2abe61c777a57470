/** The targets, how a value is held against one, and how figures are written. */

export type Unit = 'bytes' | 'ms' | 'score' | 'cls' | 'count';

/** `max`: the value must be at most the limit; `min`: at least. */
export type Target = { limit: number; direction: 'max' | 'min' };

export const KB = 1024;

export const TARGETS = {
  firstScreenJs: { limit: 120 * KB, direction: 'max' },
  /** Issue 37: the first question answers a tap after at most 150 KB of JS (gzip). */
  firstQuestionInteractiveJs: { limit: 150 * KB, direction: 'max' },
  lighthouseScoreOnboarding: { limit: 98, direction: 'min' },
  lighthouseScorePayment: { limit: 95, direction: 'min' },
  lcp: { limit: 1200, direction: 'max' },
  tbt: { limit: 50, direction: 'max' },
  cls: { limit: 0.01, direction: 'max' },
  stepChangeP95: { limit: 50, direction: 'max' },
  apiP99: { limit: 25, direction: 'max' },
} as const satisfies Record<string, Target>;

export type Verdict = { result: 'pass' | 'miss' | 'n/a'; missBy: number | null };

export function evaluate(value: number, target: Target | null): Verdict {
  if (target === null || !Number.isFinite(value)) return { result: 'n/a', missBy: null };
  const missBy = target.direction === 'max' ? value - target.limit : target.limit - value;
  return missBy > 0 ? { result: 'miss', missBy } : { result: 'pass', missBy: null };
}

export function formatValue(value: number, unit: Unit): string {
  if (!Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'bytes':
      return `${(value / KB).toFixed(1)} KB`;
    case 'ms':
      return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
    case 'score':
      return String(Math.round(value));
    case 'cls':
      return value.toFixed(3);
    case 'count':
      return String(Math.round(value));
  }
}

export function formatTarget(target: Target | null, unit: Unit): string {
  if (target === null) return '—';
  return `${target.direction === 'max' ? '≤' : '≥'} ${formatValue(target.limit, unit)}`;
}

/** "+35.2 KB (29% over)", "−11 points", "+0.120 (12× the limit)". */
export function formatMiss(missBy: number, target: Target, unit: Unit): string {
  if (unit === 'score') return `−${Math.round(missBy)} points`;
  const amount = unit === 'cls' ? missBy.toFixed(3) : formatValue(missBy, unit);
  const share = missBy / target.limit;
  const relative =
    share >= 1
      ? `${((missBy + target.limit) / target.limit).toFixed(1)}× the limit`
      : `${Math.round(share * 100)}% over`;
  return `+${amount} (${relative})`;
}

/** Value ÷ baseline as "×1.52"; "—" without a usable baseline. */
export function formatRatio(value: number, baseline: number | null): string {
  if (baseline === null || !Number.isFinite(value) || !Number.isFinite(baseline)) return '—';
  if (baseline === 0) return value === 0 ? '×1.00' : '—';
  return `×${(value / baseline).toFixed(2)}`;
}
