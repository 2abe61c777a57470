const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec 02 §9: the disclaimer's date is 7 days ahead. */
export const DISCLAIMER_DAYS = 7;

export function disclaimerDate(now: Date): Date {
  return new Date(now.getTime() + DISCLAIMER_DAYS * DAY_MS);
}
