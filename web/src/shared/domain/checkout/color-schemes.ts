/**
 * The colour-scheme flag's values (spec 02 §3), apart from the colour sets in ./colors: the flag
 * rules check them at start, before the checkout screen's code has loaded.
 */
export const COLOR_SCHEMES = ['original', 'classic', 'blue', 'green', 'orange'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
