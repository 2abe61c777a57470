import { describe, expect, it } from 'vitest';
import { SLIDER_SCREENS, sliderImages } from './slider-images';

describe('sliderImages — one set per language, unknown languages reported and shown in en', () => {
  it.each([
    ['de', 'de', undefined],
    ['en', 'en', undefined],
    ['es', 'es', undefined],
    ['fr', 'fr', undefined],
    ['it', 'it', undefined],
    ['pt', 'pt', undefined],
    ['pt-BR', 'pt', undefined],
    ['FR', 'fr', undefined],
    ['de_AT', 'de', undefined],
    ['nl', 'en', 'nl'],
    ['en-GB', 'en', undefined],
    ['', 'en', ''],
    ['cimode', 'en', 'cimode'],
  ])('%j → %s (unknown: %s)', (tag, language, unknown) => {
    const set = sliderImages(tag);
    expect(set.language).toBe(language);
    expect(set.unknownLanguage).toBe(unknown);
    expect(set.images.map((image) => image.src)).toEqual(
      SLIDER_SCREENS.map((screen) => `/assets/checkout/slider/${language}/${screen}.svg`),
    );
  });
});
