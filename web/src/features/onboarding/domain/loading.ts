/** The loading screen's bar runs this long before the questionnaire starts (spec 01 §2.3). */
export const LOADING_MS = 5000;
