/**
 * How many packages the checkout screen lists (spec 02 §5), apart from ./packages: the flag checks use
 * it at start, before the checkout screen's code has loaded.
 */
export const CHECKOUT_PACKAGE_COUNT = 3;
