/** Stripe fills this placeholder of success_url with the session id. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
export const MAX_RETURN_URL_LENGTH = 2048;

/** scheme://host[:port] of an absolute http(s) URL; null for anything else. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A URL checkout may send the buyer back to: absolute http(s), no credentials, on one of the
 * allowed origins; otherwise null (an open redirect through the provider's hosted page). Answers
 * the parsed URL's own spelling, so the provider follows exactly what was checked, with Stripe's
 * placeholder kept readable.
 */
export function checkedReturnUrl(
  value: string,
  allowedOrigins: ReadonlySet<string>,
): string | null {
  // Backslashes, whitespace and control characters are parsed differently by different parsers.
  const unsafe = [...value].some((char) => {
    const code = char.charCodeAt(0);
    return char === '\\' || /\s/.test(char) || code < 0x20 || code === 0x7f;
  });
  if (value.length > MAX_RETURN_URL_LENGTH || unsafe) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (!allowedOrigins.has(url.origin)) return null;
  return url.href.replaceAll(encodeURI(SESSION_ID_PLACEHOLDER), SESSION_ID_PLACEHOLDER);
}
