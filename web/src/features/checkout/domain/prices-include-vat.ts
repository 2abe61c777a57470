import { EU_COUNTRIES } from '@fastwell/contract/countries';

/**
 * Where consumer prices must be stated with VAT included (the EU's Price Indication Directive
 * 98/6/EC, the EEA, the UK and Switzerland): there the checkout's prices are gross and say so.
 * Elsewhere (e.g. US sales tax) nothing is claimed.
 */
const VAT_INCLUSIVE_OUTSIDE_THE_EU: ReadonlySet<string> = new Set(['IS', 'LI', 'NO', 'GB', 'CH']);

export function pricesIncludeVat(countryCode: string | null | undefined): boolean {
  if (!countryCode) return false;
  const country = countryCode.toUpperCase();
  return EU_COUNTRIES.has(country) || VAT_INCLUSIVE_OUTSIDE_THE_EU.has(country);
}
