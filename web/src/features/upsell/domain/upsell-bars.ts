/** Spec 02 §2.3 and §9: the dearer per-day price fills the bar, the cheaper one is scaled. */
export const UPSELL_BAR_HEIGHT_PX = 175;
export const UPSELL_BAR_MIN_HEIGHT_PX = 60;

export type BarHeights = { current: number; upsell: number };

const usable = (value: number) => Number.isFinite(value) && value > 0;

function scaled(value: number, largest: number): number {
  if (!usable(value) || !usable(largest)) return UPSELL_BAR_MIN_HEIGHT_PX;
  const height = Math.round((UPSELL_BAR_HEIGHT_PX * value) / largest);
  return Math.max(UPSELL_BAR_MIN_HEIGHT_PX, Math.min(UPSELL_BAR_HEIGHT_PX, height));
}

/** Heights in px of the current plan's and the upsell's per-day bars (never below 60). */
export function upsellBarHeights(currentPerDay: number, upsellPerDay: number): BarHeights {
  const largest = Math.max(
    usable(currentPerDay) ? currentPerDay : 0,
    usable(upsellPerDay) ? upsellPerDay : 0,
  );
  return { current: scaled(currentPerDay, largest), upsell: scaled(upsellPerDay, largest) };
}

/** The saving per day in whole percent (0 when the upsell is not cheaper per day). */
export function upsellDiscountPercent(currentPerDay: number, upsellPerDay: number): number {
  if (!usable(currentPerDay) || !Number.isFinite(upsellPerDay)) return 0;
  return Math.max(0, Math.round((1 - upsellPerDay / currentPerDay) * 100));
}
