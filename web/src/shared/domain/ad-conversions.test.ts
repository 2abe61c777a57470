import { describe, expect, it } from 'vitest';
import { adConversionFor, type ClickIds } from './ad-conversions';

describe('adConversionFor', () => {
  it.each<[string, ClickIds, unknown]>([
    ['web_goto_1_gender', { fbp: 'fb.1' }, undefined],
    [
      'web_purchaseSuccess',
      { fbp: 'fb.1', gclid: 'g1' },
      {
        event: 'ad_conversion',
        conversion: 'Purchase',
        sourceEvent: 'web_purchaseSuccess',
        networks: ['meta', 'google_ads'],
        fbp: 'fb.1',
        gclid: 'g1',
      },
    ],
    [
      'web_startCheckout',
      {},
      {
        event: 'ad_conversion',
        conversion: 'InitiateCheckout',
        sourceEvent: 'web_startCheckout',
        networks: [],
      },
    ],
    [
      'web_signUpSuccess',
      { ttclid: 'tt', twclid: '' },
      {
        event: 'ad_conversion',
        conversion: 'CompleteRegistration',
        sourceEvent: 'web_signUpSuccess',
        networks: ['tiktok'],
        ttclid: 'tt',
      },
    ],
  ])('%s with %o', (name, ids, expected) => {
    expect(adConversionFor(name, ids)).toEqual(expected);
  });
});
