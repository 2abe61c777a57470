export const DEFAULT_COUNTRY = 'US';

export interface CountryHeaders {
  'x-country-code'?: string;
  'x-appengine-country'?: string;
  'accept-language'?: string;
}

const COUNTRY = /^[A-Za-z]{2}$/;

function asCountry(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !COUNTRY.test(trimmed)) return undefined;
  const upper = trimmed.toUpperCase();
  // App Engine answers ZZ when it does not know the country.
  return upper === 'ZZ' ? undefined : upper;
}

/** Region subtag of the first Accept-Language entry that has one, e.g. "de-AT,de;q=0.9" → "AT". */
function countryFromAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0]?.trim() ?? '';
    const region = tag.split(/[-_]/).find((sub, index) => index > 0 && COUNTRY.test(sub));
    const country = asCountry(region);
    if (country) return country;
  }
  return undefined;
}

/** The caller's ISO country: CDN header, then App Engine header, then Accept-Language, else US. */
export function countryFromHeaders(headers: CountryHeaders): string {
  return (
    asCountry(headers['x-country-code']) ??
    asCountry(headers['x-appengine-country']) ??
    countryFromAcceptLanguage(headers['accept-language']) ??
    DEFAULT_COUNTRY
  );
}
