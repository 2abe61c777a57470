/** Pure rules do not call analytics: they return what the caller should report (spec 02 §8). */
export type CheckoutEvent =
  | 'web_wrongBadgeTag'
  | 'web_wrongPackageOrder'
  | 'web_wrongPromotionLabelStyle'
  | 'web_invalidColorScheme'
  | 'web_wrongPackageCount';

export type CheckoutReport = {
  event: CheckoutEvent;
  params: Record<string, string | number>;
};

export type Resolved<T> = { value: T; report?: CheckoutReport };

/** One of `allowed`, else `fallback` with a report; an absent value is the fallback, unreported. */
export function resolveChoice<T extends string>(
  allowed: readonly T[],
  value: unknown,
  fallback: T,
  event: CheckoutEvent,
): Resolved<T> {
  if (value === undefined || value === null) return { value: fallback };
  const found = allowed.find((choice) => choice === value);
  if (found !== undefined) return { value: found };
  return { value: fallback, report: { event, params: { value: String(value) } } };
}
