import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A link token: a JSON payload (base64url) and its HMAC-SHA256 (base64url), the key bound to a
 * purpose so a token of one kind never passes for another kind signed with the same secret.
 * The claim carries `expiresAt` (Unix seconds): refused from then on.
 */
export type SignedLinkResult<Claim> =
  { ok: true; claim: Claim } | { ok: false; reason: 'invalid' | 'expired' };

const sign = (purpose: string, secret: string, payload: string): Buffer =>
  createHmac('sha256', `${purpose}:${secret}`).update(payload).digest();

export function signLink(purpose: string, secret: string, fields: object): string {
  const payload = Buffer.from(JSON.stringify(fields)).toString('base64url');
  return `${payload}.${sign(purpose, secret, payload).toString('base64url')}`;
}

/** `parse` turns the payload's fields into a claim, or null when they are not one. */
export function verifyLink<Claim extends { expiresAt: number }>(
  purpose: string,
  token: string,
  secret: string,
  now: Date,
  parse: (fields: Record<string, unknown>) => Claim | null,
): SignedLinkResult<Claim> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = sign(purpose, secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (typeof fields !== 'object' || fields === null) return { ok: false, reason: 'invalid' };
  const claim = parse(fields as Record<string, unknown>);
  if (!claim) return { ok: false, reason: 'invalid' };
  if (now.getTime() >= claim.expiresAt * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, claim };
}
