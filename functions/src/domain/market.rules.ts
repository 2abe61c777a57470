import { EU_COUNTRIES } from '../contract/countries';

export const SUPPORTED_CURRENCIES = ['eur', 'usd', 'gbp', 'jpy'] as const;
export type Currency = (typeof SUPPORTED_CURRENCIES)[number];

/** Euro area (Bulgaria since 2026) plus the states that use the euro by agreement. */
export const EURO_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
  'AD',
  'MC',
  'SM',
  'VA',
  'ME',
  'XK',
]);

/** Region of the payment flags: 'eu' (EU member), 'ca' (Canada) or 'other'. */
export type PaymentRegion = 'eu' | 'ca' | 'other';

export function paymentRegion(country: string): PaymentRegion {
  const upper = country.toUpperCase();
  // The EU member states, and Canada, drive the region-dependent flag (spec 02 §9).
  if (EU_COUNTRIES.has(upper)) return 'eu';
  if (upper === 'CA') return 'ca';
  return 'other';
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (SUPPORTED_CURRENCIES as readonly string[]).includes(value);
}

/** The requested currency when supported, else the country's: eur, gbp, jpy, otherwise usd. */
export function chooseCurrency(requested: string | undefined, country: string): Currency {
  const lower = requested?.trim().toLowerCase();
  if (isCurrency(lower)) return lower;
  const upper = country.toUpperCase();
  if (EURO_COUNTRIES.has(upper)) return 'eur';
  if (upper === 'GB') return 'gbp';
  if (upper === 'JP') return 'jpy';
  return 'usd';
}
