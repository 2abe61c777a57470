import { describe, expect, it } from 'vitest';
import { pricesIncludeVat } from './prices-include-vat';

describe('pricesIncludeVat', () => {
  it.each([
    ['DE', true],
    ['de', true],
    ['AT', true],
    ['FR', true],
    ['PT', true],
    ['NO', true],
    ['GB', true],
    ['CH', true],
    ['US', false],
    // Canada (region ca) quotes prices before GST/HST: the EU-and-Canada region is no VAT rule.
    ['CA', false],
    ['JP', false],
    ['BR', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (country, included) => {
    expect(pricesIncludeVat(country)).toBe(included);
  });
});
