/**
 * The versions of the legal texts a buyer accepts with a purchase (Art. 8(7) CRD, §312f BGB): the
 * purchase records them, the contract confirmation mail states them and carries the texts.
 * A version is the day the text last changed, as its "Last updated" line says.
 */
export const TERMS_VERSION = '2026-11-29';

/** The withdrawal instructions and model form of the contract confirmation mail. */
export const WITHDRAWAL_INSTRUCTIONS_VERSION = '2026-11-29';
