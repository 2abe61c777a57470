import type { IncomingHttpHeaders } from 'node:http';
import { unauthorized } from './api-error.js';
import type { FormObject } from './form-parser.js';

export type AuthMode = 'secret' | 'secret-or-publishable' | 'none';
export type Credential =
  { kind: 'secret'; key: string } | { kind: 'publishable'; key: string } | { kind: 'none' };

function keyFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const [scheme, value] = header.split(' ', 2);
  if (!value) return undefined;
  if (scheme?.toLowerCase() === 'bearer') return value.trim();
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.split(':')[0];
  }
  return undefined;
}

/** Any `sk_…` key is a secret key; `pk_…` keys (Bearer or `key` parameter) are publishable. */
export function authenticate(
  mode: AuthMode,
  headers: IncomingHttpHeaders,
  input: FormObject,
): Credential {
  if (mode === 'none') return { kind: 'none' };
  const fromParam = typeof input.key === 'string' ? input.key : undefined;
  const key = keyFromHeader(headers.authorization) ?? fromParam;
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (/^(sk|rk)_(test|live)_\S+$/.test(key)) return { kind: 'secret', key };
  if (/^pk_(test|live)_\S+$/.test(key)) {
    if (mode === 'secret') {
      throw unauthorized(
        'This API call cannot be made with a publishable API key. Please use a secret API key.',
      );
    }
    return { kind: 'publishable', key };
  }
  throw unauthorized(
    `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
  );
}
