/**
 * How many packages the paywall lists (spec 02 §5), apart from ./packages: the flag checks use
 * it at start, before the paywall's code has loaded.
 */
export const PAYWALL_PACKAGE_COUNT = 3;
