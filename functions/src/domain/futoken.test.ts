import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FutokenFailure } from './futoken';
import { FUTOKEN_MAX_TTL_SECONDS, signFutoken, verifyFutoken } from './futoken';

const SECRET = 'futoken-test-secret-0123456789abcdef';
const NOW = new Date('2026-03-01T12:00:00Z');
const NOW_S = NOW.getTime() / 1000;
const sign = (extra: Partial<Parameters<typeof signFutoken>[0]> = {}) =>
  signFutoken({ uid: 'user-1', secret: SECRET, now: NOW, ...extra });

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token signed by hand, for the shapes signFutoken would never make. */
function handMade(header: unknown, payload: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const goodClaims = { uid: 'user-1', aud: 'fastwell-web', exp: NOW_S + 60 };

describe('signFutoken / verifyFutoken', () => {
  it('round-trips: a fresh token names its uid', () => {
    const token = sign();
    expect(token.split('.')).toHaveLength(3);
    expect(verifyFutoken(token, SECRET, NOW)).toEqual({ ok: true, uid: 'user-1' });
    expect(verifyFutoken(sign({ ttlSeconds: 1 }), SECRET, NOW)).toEqual({
      ok: true,
      uid: 'user-1',
    });
  });

  it('accepts an audience list that contains fastwell-web', () => {
    const token = sign({ claims: { aud: ['fastwell-app', 'fastwell-web'] } });
    expect(verifyFutoken(token, SECRET, NOW)).toMatchObject({ ok: true });
  });

  const signature = (token: string) => token.split('.')[2] ?? '';
  const flipped = (token: string) => {
    const sig = signature(token);
    return `${token.slice(0, -sig.length)}${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
  };

  it.each<[string, () => unknown, FutokenFailure]>([
    ['not a string', () => 42, 'malformed'],
    ['an empty string', () => '', 'malformed'],
    ['two parts', () => sign().split('.').slice(0, 2).join('.'), 'malformed'],
    ['four parts', () => `${sign()}.x`, 'malformed'],
    [
      'a header that is not JSON',
      () => `bm90LWpzb24.${sign().split('.').slice(1).join('.')}`,
      'malformed',
    ],
    ['a payload that is an array', () => handMade({ alg: 'HS256' }, [1]), 'malformed'],
    ['a huge token', () => `${'a'.repeat(5000)}.b.c`, 'malformed'],
    ['alg none, no signature', () => `${b64({ alg: 'none' })}.${b64(goodClaims)}.`, 'malformed'],
    ['alg none with a signature', () => handMade({ alg: 'none' }, goodClaims), 'unsupported-alg'],
    ['alg HS512', () => handMade({ alg: 'HS512' }, goodClaims), 'unsupported-alg'],
    ['alg RS256', () => handMade({ alg: 'RS256' }, goodClaims), 'unsupported-alg'],
    ['another secret', () => sign({ secret: `${SECRET}-other` }), 'bad-signature'],
    ['a changed signature', () => flipped(sign()), 'bad-signature'],
    ['a truncated signature', () => sign().slice(0, -4), 'bad-signature'],
    [
      'a payload swapped under the signature',
      () => {
        const [header, , sig] = sign().split('.');
        return `${header}.${b64({ ...goodClaims, uid: 'admin' })}.${sig}`;
      },
      'bad-signature',
    ],
    ['no audience', () => sign({ claims: { aud: undefined } }), 'wrong-audience'],
    ['the app audience', () => sign({ claims: { aud: 'fastwell-app' } }), 'wrong-audience'],
    ['an expired token', () => sign({ claims: { exp: NOW_S - 1 } }), 'expired'],
    ['a token expiring now', () => sign({ ttlSeconds: 0 }), 'expired'],
    ['no exp', () => sign({ claims: { exp: undefined } }), 'expired'],
    ['exp as a string', () => sign({ claims: { exp: String(NOW_S + 60) } }), 'expired'],
    [
      'a long-lived token',
      () => sign({ ttlSeconds: FUTOKEN_MAX_TTL_SECONDS + 1 }),
      'too-long-lived',
    ],
    ['no uid', () => sign({ claims: { uid: undefined } }), 'invalid-uid'],
    ['a numeric uid', () => sign({ claims: { uid: 7 } }), 'invalid-uid'],
    ['a uid with a path', () => sign({ uid: 'a/b' }), 'invalid-uid'],
    ['a uid over 128 characters', () => sign({ uid: 'u'.repeat(129) }), 'invalid-uid'],
  ])('refuses %s', (_name, token, reason) => {
    expect(verifyFutoken(token(), SECRET, NOW)).toEqual({ ok: false, reason });
  });

  it('refuses a token once its time has passed', () => {
    const token = sign({ ttlSeconds: 60 });
    expect(verifyFutoken(token, SECRET, new Date(NOW.getTime() + 59_000))).toMatchObject({
      ok: true,
    });
    expect(verifyFutoken(token, SECRET, new Date(NOW.getTime() + 60_000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
