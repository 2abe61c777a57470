import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * Entries that Google's infrastructure appends to X-Forwarded-For after the client's address on
 * the way from Firebase Hosting to the function: Hosting's CDN appends the client's address, then
 * Google's front end appends two more, the address that connected to it (the CDN) and its own.
 *
 * What this rests on:
 * - Cloud Functions documents the header as "clientIp, proxy1Ip, proxy2Ip": the client, then the
 *   proxies that handled the request (https://cloud.google.com/functions/docs/reference/headers).
 *   Google's front end appends the address that connected to it and then its own, so a directly
 *   called function finds the caller second from the end: Google's ESPv2 on Cloud Run reads that
 *   index by default because the first can be spoofed
 *   (https://github.com/cloudendpoints/endpoints-tools/issues/72; the load balancer's own page,
 *   https://cloud.google.com/load-balancing/docs/https#x-forwarded-for_header, gives the same
 *   "<supplied-value>,<client-ip>,<load-balancer-ip>").
 * - Firebase Hosting serves through Fastly, which appends the client's address when it first sees
 *   the request (https://www.fastly.com/documentation/reference/http/http-headers/X-Forwarded-For);
 *   behind the rewrite the front end's "client" is then the CDN
 *   (https://github.com/pbojinov/request-ip/issues/37), one hop more. Fastly-Client-IP is not
 *   used: Fastly keeps a value the client sent
 *   (https://www.fastly.com/documentation/reference/http/http-headers/Fastly-Client-IP).
 *
 * Counting from the right, the client can only add entries on the left, which this never reads.
 * The function's own URL (no CDN hop) cannot be closed without breaking the rewrite: ingress
 * "internal and Cloud Load Balancing" admits only the project's own load balancers
 * (https://cloud.google.com/run/docs/securing/ingress), which Hosting is not. There the entry
 * read is one the caller wrote; README "Rate limits and the client address" bounds that.
 */
export const HOSTING_TRUSTED_HOPS = 2;

/** IPv6 clients are counted per /64, the block one subscriber line is usually given. */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The key a rate limit counts an address under, or null when the text is no address. */
export function addressKey(text: string): string | null {
  const address = text.trim().replace(/^::ffff:(?=\d+\.)/i, '');
  const version = isIP(address);
  if (version === 4) return address;
  if (version === 6) return address.includes('.') ? address : ipv6Prefix64(address);
  return null;
}

/**
 * The client address in an X-Forwarded-For value: the entry `trustedHops` places from the right
 * end. A shorter list holds only appended entries, so its first is nearest the client. An entry
 * that is no address yields to the nearest one to its right (appended, not written by the client).
 */
export function clientAddressFrom(
  forwardedFor: string | undefined,
  trustedHops: number,
): string | null {
  const entries = (forwardedFor ?? '').split(',');
  for (
    let index = Math.max(0, entries.length - 1 - trustedHops);
    index < entries.length;
    index += 1
  ) {
    const key = addressKey(entries[index] ?? '');
    if (key !== null) return key;
  }
  return null;
}

/**
 * The address a rate limit counts a request against. Deployed, the socket peer is a Google
 * address shared by everyone, so X-Forwarded-For is read as above; anywhere else (the emulator,
 * tests, a local server) nothing vouches for the header, so it is ignored and the peer counts.
 */
export function clientIp(req: Request, behindGoogleFrontEnd: boolean): string {
  const fromHeader = behindGoogleFrontEnd
    ? clientAddressFrom(req.get('x-forwarded-for'), HOSTING_TRUSTED_HOPS)
    : null;
  return fromHeader ?? addressKey(req.socket.remoteAddress ?? '') ?? 'unknown';
}
