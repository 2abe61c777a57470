/** A trial lasts seven days before the first paid period (spec 02 §3). */
export const TRIAL_DAYS = 7;
