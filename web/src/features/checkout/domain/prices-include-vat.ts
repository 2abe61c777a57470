/**
 * Where consumer prices must be stated with VAT included (the EU's Price Indication Directive
 * 98/6/EC, the EEA, the UK and Switzerland): there the checkout's prices are gross and say so.
 * Elsewhere (e.g. US sales tax) nothing is claimed.
 */
const VAT_INCLUSIVE_COUNTRIES: ReadonlySet<string> = new Set([
  // EU 27
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  // EEA, the UK, Switzerland
  'IS',
  'LI',
  'NO',
  'GB',
  'CH',
]);

export function pricesIncludeVat(countryCode: string | null | undefined): boolean {
  return countryCode ? VAT_INCLUSIVE_COUNTRIES.has(countryCode.toUpperCase()) : false;
}
