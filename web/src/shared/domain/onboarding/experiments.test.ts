import { describe, expect, it } from 'vitest';
import {
  emailTextKey,
  loadingTitleKey,
  resolveEmailTextVariant,
  resolveLoadingImage,
  resolveLoadingTitle,
} from './experiments';

describe('experiments', () => {
  it.each([
    ['no1', 'no1', false],
    ['newYearNewYou', 'newYearNewYou', false],
    ['yourPath', 'yourPath', false],
    ['NO1', 'no1', true],
    [undefined, 'no1', true],
    [3, 'no1', true],
  ])('loading title %j → %s (unknown %s)', (raw, value, unknown) => {
    expect(resolveLoadingTitle(raw)).toEqual({ value, unknown });
  });

  it.each([
    ['burger', 'burger', false],
    ['happyNewYear', 'happyNewYear', false],
    ['pizza', 'burger', true],
  ])('loading image %j → %s (unknown %s)', (raw, value, unknown) => {
    expect(resolveLoadingImage(raw)).toEqual({ value, unknown });
  });

  it.each([
    ['v1', 'v1', false],
    ['v3', 'v3', false],
    ['v5', 'v5', false],
    ['v6', 'v1', true],
    ['', 'v1', true],
  ])('e-mail text %j → %s (unknown %s)', (raw, value, unknown) => {
    expect(resolveEmailTextVariant(raw)).toEqual({ value, unknown });
  });

  it('names the translation keys', () => {
    expect(loadingTitleKey('yourPath')).toBe('loading.titles.yourPath');
    expect(emailTextKey('v2', 'disclaimer')).toBe('steps.email.variants.v2.disclaimer');
  });
});
