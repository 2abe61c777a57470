import { isIP } from 'node:net';
import type { Request } from 'express';

const unmapped = (address: string): string => address.replace(/^::ffff:(?=\d+\.)/i, '');

/**
 * The address a rate limit counts a request against.
 *
 * Deployed, every request reaches the function through Google's front end (directly, or from
 * Firebase Hosting's CDN through the rewrite); the socket peer is then an internal Google
 * address, the same for everyone. Cloud Functions documents X-Forwarded-For as
 * "clientIp, proxy1Ip, proxy2Ip", the first entry being the client
 * (cloud.google.com/functions/docs/reference/headers), so that one is used. It is the best the
 * platform gives, not a proof: a value the client sent itself is kept in front of the list, so a
 * determined caller can vary its address there. The per-account limits do not depend on it.
 *
 * Anywhere else (the emulator, tests, a local server) nothing vouches for the header, so it is
 * ignored and the socket peer counts.
 */
export function clientIp(req: Request, behindGoogleFrontEnd: boolean): string {
  if (behindGoogleFrontEnd) {
    const first = unmapped((req.get('x-forwarded-for') ?? '').split(',')[0]?.trim() ?? '');
    if (isIP(first)) return first;
  }
  return unmapped(req.socket.remoteAddress ?? 'unknown');
}
