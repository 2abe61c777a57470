import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, isLanguage, normalizeLanguage, toLanguage } from './languages';

describe('languages', () => {
  it.each([
    ['pt-BR', 'pt'],
    ['FR', 'fr'],
    [' de_AT ', 'de'],
    ['it', 'it'],
    ['nl', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
  ])('normalizeLanguage(%j) = %s (any tag to one of the six)', (tag, expected) => {
    expect(normalizeLanguage(tag)).toBe(expected);
  });

  it.each([
    ['es', 'es'],
    ['pt-BR', 'en'],
    ['DE', 'en'],
    [7, 'en'],
    [undefined, 'en'],
  ])('toLanguage(%j) = %s (the API takes one of the six exactly)', (value, expected) => {
    expect(toLanguage(value)).toBe(expected);
  });

  it('falls back to en, itself a supported language', () => {
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(isLanguage(FALLBACK_LANGUAGE)).toBe(true);
    expect(isLanguage('EN')).toBe(false);
  });
});
