import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += ALPHABET[byte % ALPHABET.length];
  return token;
}

/** Stripe-looking ids: `cus_` + 14 characters, `pi_` + 24 characters, … */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomToken(length)}`;
}

export function clientSecret(id: string): string {
  return `${id}_secret_${randomToken(25)}`;
}

/** The object id inside a client secret (`pi_123_secret_abc` → `pi_123`). */
export function idFromClientSecret(secret: string): string {
  return secret.split('_secret_')[0] ?? '';
}
