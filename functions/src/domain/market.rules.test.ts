import { describe, expect, it } from 'vitest';
import { countryFromHeaders } from './country';
import { chooseCurrency, paymentRegion } from './market.rules';

describe('chooseCurrency', () => {
  it.each([
    [undefined, 'DE', 'eur'],
    [undefined, 'AT', 'eur'],
    [undefined, 'BG', 'eur'],
    [undefined, 'GB', 'gbp'],
    [undefined, 'JP', 'jpy'],
    [undefined, 'US', 'usd'],
    [undefined, 'CA', 'usd'],
    [undefined, 'PL', 'usd'],
    ['usd', 'DE', 'usd'],
    ['GBP', 'US', 'gbp'],
    [' jpy ', 'FR', 'jpy'],
    ['chf', 'DE', 'eur'],
    ['', 'GB', 'gbp'],
  ])('requested %j from %s → %s', (requested, country, expected) => {
    expect(chooseCurrency(requested, country)).toBe(expected);
  });
});

describe('paymentRegion', () => {
  it.each([
    ['DE', 'eu'],
    ['pl', 'eu'],
    ['SE', 'eu'],
    ['CA', 'ca'],
    ['GB', 'other'],
    ['CH', 'other'],
    ['US', 'other'],
  ])('%s → %s', (country, expected) => {
    expect(paymentRegion(country)).toBe(expected);
  });
});

describe('countryFromHeaders', () => {
  it.each([
    [{ 'x-country-code': 'de', 'x-appengine-country': 'FR' }, 'DE'],
    [{ 'x-appengine-country': 'FR', 'accept-language': 'de-AT' }, 'FR'],
    [{ 'x-appengine-country': 'ZZ', 'accept-language': 'de-AT,de;q=0.9' }, 'AT'],
    [{ 'accept-language': 'de,en-GB;q=0.8' }, 'GB'],
    [{ 'accept-language': 'zh-Hant-TW' }, 'TW'],
    [{ 'accept-language': 'fr' }, 'US'],
    [{ 'x-country-code': 'germany' }, 'US'],
    [{}, 'US'],
  ])('%j → %s', (headers, expected) => {
    expect(countryFromHeaders(headers)).toBe(expected);
  });
});
