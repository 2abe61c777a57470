import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, relativeLuminance } from './contrast';

describe('relativeLuminance', () => {
  it.each([
    ['#000000', 0],
    ['#ffffff', 1],
    ['#FFF', 1],
    ['#808080', 0.2158605],
    ['#ff0000', 0.2126],
    ['#00ff00', 0.7152],
    ['#0000ff', 0.0722],
    // The linear segment of the sRGB curve: 10/255 ≤ 0.04045.
    ['#0a0a0a', 10 / 255 / 12.92],
  ])('%s → %f', (hex, luminance) => {
    expect(relativeLuminance(hex)).toBeCloseTo(luminance, 6);
  });

  it.each(['ffffff', '#ffff', '#gggggg', ''])('rejects %j', (hex) => {
    expect(() => parseHex(hex)).toThrow('Not a hex colour');
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#ffffff', '#ffffff', 1],
    // Known WCAG boundary values: #767676 on white just passes AA, #777777 just fails.
    ['#767676', '#ffffff', 4.54],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s → %f', (foreground, background, ratio) => {
    expect(contrastRatio(foreground, background)).toBeCloseTo(ratio, 2);
  });
});
