import { randomBytes } from 'node:crypto';

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

function parts(idToken: string): {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
} {
  const [header = '', payload = ''] = idToken.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >,
  };
}

const signature = (): string => randomBytes(256).toString('base64url');
const now = (): number => Math.floor(Date.now() / 1000);

/**
 * Variants of a real (Auth emulator) ID token that any verifier must refuse. The emulator signs
 * nothing (alg none), so "expired" and "other project" are unsigned like the real ones; the
 * signature cases add a signature the emulator verifier cannot accept and production would not.
 */
export const forgeries: Record<string, (idToken: string) => string> = {
  expired(idToken) {
    const { header, payload } = parts(idToken);
    const past = now() - 7200;
    return `${encode(header)}.${encode({ ...payload, iat: past, auth_time: past, exp: past + 3600 })}.`;
  },
  'issued for another project'(idToken) {
    const { header, payload } = parts(idToken);
    return `${encode(header)}.${encode({
      ...payload,
      aud: 'someone-else',
      iss: 'https://securetoken.google.com/someone-else',
    })}.`;
  },
  'with a signature that cannot be checked'(idToken) {
    const { header, payload } = parts(idToken);
    return `${encode(header)}.${encode(payload)}.${signature()}`;
  },
  'RS256 with a made-up key and signature'(idToken) {
    const { payload } = parts(idToken);
    return `${encode({ alg: 'RS256', kid: 'forged-key', typ: 'JWT' })}.${encode(payload)}.${signature()}`;
  },
};

/** Bearer values that are not a token at all. */
export const garbageTokens: Record<string, string> = {
  'a word': 'not-a-token',
  'three random parts': 'aaaa.bbbb.cccc',
  'random base64 parts': `${signature()}.${signature()}.${signature()}`,
  'a JSON header and nothing else': `${encode({ alg: 'none' })}..`,
};
