/** The targets, how a value is held against one, and how figures are written. */

export type Unit = 'bytes' | 'ms' | 'score' | 'cls' | 'count' | 'ratio';

/** `max`: the value must be at most the limit; `min`: at least. */
export type Target = { limit: number; direction: 'max' | 'min' };

export const KB = 1024;

/**
 * Issue 37's targets (its table: Lighthouse mobile, medians of 3, ratios to the same run's
 * baseline). Figures it sets none for (the bytes before first render, the other LCPs, CLS, the
 * API) are reported without a target.
 */
export const TARGETS = {
  /** The first question answers a tap after at most 150 KB of JS (gzip). */
  firstQuestionInteractiveJs: { limit: 150 * KB, direction: 'max' },
  /** TBT of each screen, on a quiet run… */
  tbt: { limit: 50, direction: 'max' },
  /** …and its ratio to the baseline app's TBT of the same run. */
  tbtRatio: { limit: 0.15, direction: 'max' },
  tbtRatioCheckout: { limit: 0.3, direction: 'max' },
  /** The checkout screen opened cold (a reload, a link from an e-mail). */
  lcpCheckout: { limit: 2500, direction: 'max' },
  lighthouseScoreOnboarding: { limit: 98, direction: 'min' },
  lighthouseScorePayment: { limit: 95, direction: 'min' },
  stepChangeP95: { limit: 35, direction: 'max' },
  /** p95 ÷ the baseline app's p95 of the same run. */
  stepChangeP95Ratio: { limit: 2, direction: 'max' },
  /** Stripe calls of one card purchase, or each extra call justified in bench/notes.md. */
  stripeCallsCardPurchase: { limit: 12, direction: 'max' },
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
    case 'ratio':
      return `×${value.toFixed(2)}`;
  }
}

export function formatTarget(target: Target | null, unit: Unit): string {
  if (target === null) return '—';
  return `${target.direction === 'max' ? '≤' : '≥'} ${formatValue(target.limit, unit)}`;
}

/** "+35.2 KB (29% over)", "−11 points", "+0.120 (12× the limit)", "+0.68 (5.5× the limit)". */
export function formatMiss(missBy: number, target: Target, unit: Unit): string {
  if (unit === 'score') return `−${Math.round(missBy)} points`;
  const amount =
    unit === 'cls'
      ? missBy.toFixed(3)
      : unit === 'ratio'
        ? missBy.toFixed(2)
        : formatValue(missBy, unit);
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
