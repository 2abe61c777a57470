/** Pure rules do not call analytics: they return what the caller should report (spec 02 §8). */
export type PaywallEvent =
  | 'web_wrongBadgeTag'
  | 'web_wrongPackageOrder'
  | 'web_wrongPromotionLabelStyle'
  | 'web_invalidColorScheme'
  | 'web_wrongPackageCount';

export type PaywallReport = {
  event: PaywallEvent;
  params: Record<string, string | number>;
};

export type Resolved<T> = { value: T; report?: PaywallReport };

/** One of `allowed`, else `fallback` with a report; an absent value is the fallback, unreported. */
export function resolveChoice<T extends string>(
  allowed: readonly T[],
  value: unknown,
  fallback: T,
  event: PaywallEvent,
): Resolved<T> {
  if (value === undefined || value === null) return { value: fallback };
  const found = allowed.find((choice) => choice === value);
  if (found !== undefined) return { value: found };
  return { value: fallback, report: { event, params: { value: String(value) } } };
}
