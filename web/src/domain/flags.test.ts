import { describe, expect, it } from 'vitest';
import { coerceFlag, overridesFromSearch } from './flags';

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
