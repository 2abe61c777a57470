/** Spec 02 §3 cancellation reasons; the manage flow may send the one the user picked. */
export const CANCELLATION_REASONS = [
  'expensive',
  'undecided',
  'appComplicated',
  'appNotHelping',
  'goalAchieved',
  'foundBetterAlternatives',
  'notSpecified',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
