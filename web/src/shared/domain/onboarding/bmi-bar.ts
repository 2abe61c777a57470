/** The bmi step's bar (spec 01 §9) and the BMI-dependent reinforcement variant (§5). */
export const BMI_BAR = {
  min: 10,
  max: 40,
  /** The marker stays inside the bar: 5 % to 90 %. */
  markerMinPercent: 5,
  markerMaxPercent: 90,
  /** Where the colour bands change, as fractions of the bar. */
  bandStops: [0.2, 0.5, 0.65, 0.85],
} as const;

export type BmiBarLabel = 'normal' | 'overweight' | 'obese';
/** The labels under the bar and the fraction where each starts (the band stops above). */
export const BMI_BAR_LABELS: readonly { label: BmiBarLabel; from: number }[] = [
  { label: 'normal', from: 0.2 },
  { label: 'overweight', from: 0.5 },
  { label: 'obese', from: 0.65 },
];

/** BMI 10–40 mapped to 0–100 % of the bar, then clamped to the marker's 5–90 %. */
export function bmiMarkerPercent(bmi: number): number {
  const raw = ((bmi - BMI_BAR.min) / (BMI_BAR.max - BMI_BAR.min)) * 100;
  return Math.min(BMI_BAR.markerMaxPercent, Math.max(BMI_BAR.markerMinPercent, raw));
}

/** Which of the five colour bands (0–4) a marker position falls in; a stop starts the next band. */
export function bmiBandIndex(markerPercent: number): number {
  return BMI_BAR.bandStops.filter((stop) => markerPercent / 100 >= stop).length;
}

export type ReinforcementVariant = 'overweight' | 'normal';
export const OVERWEIGHT_REINFORCEMENT_BMI = 24.9;

/** A BMI of 24.9 or more selects the overweight reinforcement variant; no BMI gives normal. */
export function reinforcementVariant(bmi: number | undefined): ReinforcementVariant {
  return bmi !== undefined && bmi >= OVERWEIGHT_REINFORCEMENT_BMI ? 'overweight' : 'normal';
}
