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

describe('emulators/flags/features.json', () => {
  it('serves every flag with the app default', () => {
    const file = readFileSync(new URL('../../../emulators/flags/features.json', import.meta.url));
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
    ['onboarding-steps-variant', 'v1'],
    ['show-step-counter', true],
    ['show-segment-dots', false],
  ] as const)('%s defaults to %j', (name, value) => expect(FLAG_DEFAULTS[name]).toBe(value));
});
