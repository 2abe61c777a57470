import { describe, expect, it } from 'vitest';
import { COLOR_SCHEMES } from '../../../shared/domain/checkout/color-schemes';
import { PACKAGE_COLORS, contrastPairs, packageColors } from './colors';
import { AA_TEXT_CONTRAST, contrastRatio } from './contrast';

const cases = COLOR_SCHEMES.flatMap((scheme) =>
  contrastPairs(PACKAGE_COLORS[scheme]).map((pair) => [scheme, pair.name, pair] as const),
);

describe('colour schemes pass WCAG AA for text', () => {
  it.each(cases)('%s: %s', (_, __, { foreground, background }) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('every scheme has every colour as a hex value', () => {
    for (const scheme of COLOR_SCHEMES)
      for (const colour of Object.values(PACKAGE_COLORS[scheme]))
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('packageColors — invalid falls back to original and is logged', () => {
  it.each(COLOR_SCHEMES)('%s is used as is', (scheme) => {
    expect(packageColors(scheme)).toEqual({ scheme, value: PACKAGE_COLORS[scheme] });
  });
  it('absent is original without a report', () => {
    expect(packageColors(undefined)).toEqual({
      scheme: 'original',
      value: PACKAGE_COLORS.original,
    });
  });
  it.each(['red', 'Blue', '', 0])('%j → original, reported', (value) => {
    expect(packageColors(value)).toEqual({
      scheme: 'original',
      value: PACKAGE_COLORS.original,
      report: { event: 'web_invalidColorScheme', params: { value: String(value) } },
    });
  });
});
