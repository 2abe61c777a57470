// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { FLAG_DEFAULTS, coerceFlag, overridesFromSearch } from './flags';

describe('flags', () => {
  it('uses the default when the remote value is missing', () => {
    expect(coerceFlag('selected-package-index', undefined)).toEqual({ value: 1, wrongType: false });
  });
  it('rejects a value of the wrong type', () => {
    expect(coerceFlag('enable-ebook-upsell', 'yes')).toEqual({ value: false, wrongType: true });
    expect(coerceFlag('upsell-funnel-active-durations', 'trial')).toEqual({
      value: [],
      wrongType: true,
    });
  });
  it('accepts a value of the right type', () => {
    expect(coerceFlag('unauth-route-directs-to', 'login').value).toBe('login');
  });
  it('reads per-visit overrides from the URL', () => {
    expect(
      overridesFromSearch(
        '?ff.unauth-route-directs-to=login&ff.selected-package-index=2&ff.unknown=1&x=2',
      ),
    ).toEqual({
      'unauth-route-directs-to': 'login',
      'selected-package-index': 2,
    });
  });
});

describe('flag values out of their choices or range fall back (reported as wrong)', () => {
  it.each([
    ['benefit-modal-type', 'fancy', 'classic'],
    ['special-offer-duration', 'sixMonths', 'threeMonths'],
    ['unauth-route-directs-to', 'home', 'loading'],
    ['badge-tag', 'cheapest', 'none'],
    ['color-scheme', 'purple', 'original'],
    ['selected-package-index', -1, 1],
    ['selected-package-index', 1.5, 1],
    ['discount-timer-minutes', 0, 10],
    ['upsell-funnel-active-durations', ['trial', 'forever'], []],
    ['active-info-screens', ['bmi_info', 'gender'], false],
    ['active-info-screens', 'bmi_info', false],
    ['active-reinforcement-screens', ['reinforcement_other'], true],
  ] as const)('%s = %j → %j', (name, raw, fallback) => {
    expect(coerceFlag(name, raw)).toEqual({ value: fallback, wrongType: true });
  });
  it.each([
    ['benefit-modal-type', 'beforeAfter'],
    ['special-offer-duration', 'oneMonth'],
    ['selected-package-index', 0],
    ['discount-timer-minutes', 0.2],
    ['upsell-funnel-active-durations', ['trial', 'threeMonths']],
    ['active-info-screens', true],
    ['active-info-screens', ['bmi_info', 'experience_info']],
    ['active-reinforcement-screens', false],
    ['active-reinforcement-screens', ['reinforcement_scientific']],
  ] as const)('%s = %j is kept', (name, raw) => {
    expect(coerceFlag(name, raw)).toEqual({ value: raw, wrongType: false });
  });
});

describe('emulators/flags/features.json', () => {
  it('serves every flag with the app default', () => {
    const file = readFileSync(
      new URL('../../../../emulators/flags/features.json', import.meta.url),
    );
    const features = JSON.parse(file.toString()) as Record<string, { defaultValue: unknown }>;
    const served = Object.fromEntries(
      Object.entries(features).map(([name, feature]) => [name, feature.defaultValue]),
    );
    expect(served).toEqual(FLAG_DEFAULTS);
  });

  it.each([
    ['health-data-consent', false],
    ['newsletter-disclaimer', 'v1'],
    ['loading-title', 'no1'],
    ['loading-image', 'burger'],
    ['active-info-screens', false],
    ['active-reinforcement-screens', true],
    ['onboarding-steps-variant', 'v1'],
    ['show-step-counter', true],
    ['show-segment-dots', false],
    ['selected-package-index', 1],
    ['gift-banner-experiment', true],
    ['benefit-modal-type', 'classic'],
    ['special-offer-duration', 'threeMonths'],
  ] as const)('%s defaults to %j', (name, value) => expect(FLAG_DEFAULTS[name]).toBe(value));
});
