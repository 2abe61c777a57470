import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The futoken: the app's short-lived sign-in token for the web (spec 02 §2.5, POST /api/getJWT).
 * A compact JWT, HS256 over a secret shared by the app backend and this API, with the claims
 * `uid`, `exp` (seconds), `aud: 'fastwell-web'` and optionally `iat`.
 */
export const FUTOKEN_AUDIENCE = 'fastwell-web';
/** Default lifetime of a minted futoken. */
export const FUTOKEN_TTL_SECONDS = 300;
/** A futoken that claims to live longer than this is refused: it is a sign-in link, not a session. */
export const FUTOKEN_MAX_TTL_SECONDS = 900;
/** HS256 keys shorter than the hash output are weak (RFC 7518 §3.2). */
export const FUTOKEN_MIN_SECRET_LENGTH = 32;

export type FutokenFailure =
  | 'malformed'
  | 'unsupported-alg'
  | 'bad-signature'
  | 'expired'
  | 'too-long-lived'
  | 'wrong-audience'
  | 'invalid-uid';

export type FutokenResult = { ok: true; uid: string } | { ok: false; reason: FutokenFailure };

export interface SignFutokenInput {
  uid: string;
  secret: string;
  now: Date;
  ttlSeconds?: number;
  /** Only for tests of the verifier: other claims, merged over the defaults. */
  claims?: Record<string, unknown>;
  /** Only for tests of the verifier: another header. */
  header?: Record<string, unknown>;
}

const base64url = (value: Buffer | string): string => Buffer.from(value).toString('base64url');
const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const hmac = (secret: string, input: string): Buffer =>
  createHmac('sha256', secret).update(input).digest();

/** Firebase uids: 1–128 characters, none that would address another database path. */
export const isValidUid = (uid: unknown): uid is string =>
  typeof uid === 'string' && /^[^/.#$[\]\s]{1,128}$/.test(uid);

export function signFutoken(input: SignFutokenInput): string {
  const iat = seconds(input.now);
  const header = base64url(JSON.stringify(input.header ?? { alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      uid: input.uid,
      aud: FUTOKEN_AUDIENCE,
      iat,
      exp: iat + (input.ttlSeconds ?? FUTOKEN_TTL_SECONDS),
      ...input.claims,
    }),
  );
  return `${header}.${payload}.${base64url(hmac(input.secret, `${header}.${payload}`))}`;
}

function decodeJson(part: string): Record<string, unknown> | null {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Checks a futoken against the secret and the time; never throws. */
export function verifyFutoken(token: unknown, secret: string, now: Date): FutokenResult {
  const fail = (reason: FutokenFailure): FutokenResult => ({ ok: false, reason });
  if (typeof token !== 'string' || token.length > 4096) return fail('malformed');
  const parts = token.split('.');
  if (parts.length !== 3) return fail('malformed');
  const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
  const header = decodeJson(headerPart);
  const payload = decodeJson(payloadPart);
  if (!header || !payload || !/^[A-Za-z0-9_-]+$/.test(signaturePart)) return fail('malformed');
  // The algorithm is fixed: 'none', RS256 with the secret as a key, etc. are all refused.
  if (header.alg !== 'HS256') return fail('unsupported-alg');
  const expected = hmac(secret, `${headerPart}.${payloadPart}`);
  const given = Buffer.from(signaturePart, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return fail('bad-signature');
  const aud = payload.aud;
  if (aud !== FUTOKEN_AUDIENCE && !(Array.isArray(aud) && aud.includes(FUTOKEN_AUDIENCE)))
    return fail('wrong-audience');
  const exp = payload.exp;
  const nowSeconds = seconds(now);
  if (typeof exp !== 'number' || !Number.isFinite(exp) || exp <= nowSeconds) return fail('expired');
  if (exp - nowSeconds > FUTOKEN_MAX_TTL_SECONDS) return fail('too-long-lived');
  if (!isValidUid(payload.uid)) return fail('invalid-uid');
  return { ok: true, uid: payload.uid };
}
