import { createHash } from 'node:crypto';

/** The PAYPAL-* headers of one webhook delivery, the fields verify-webhook-signature takes. */
export interface PayPalTransmission {
  transmissionId: string;
  transmissionTime: string;
  transmissionSig: string;
  certUrl: string;
  authAlgo: string;
}

/** Header names as PayPal sends them (verify-webhook-signature's field descriptions). */
export const PAYPAL_TRANSMISSION_HEADERS: Record<keyof PayPalTransmission, string> = {
  transmissionId: 'paypal-transmission-id',
  transmissionTime: 'paypal-transmission-time',
  transmissionSig: 'paypal-transmission-sig',
  certUrl: 'paypal-cert-url',
  authAlgo: 'paypal-auth-algo',
};

const HOUR_MS = 3_600_000;

/**
 * How old a transmission may be: PayPal retries a delivery that was not answered 2xx "up to 25
 * times over 3 days" (https://developer.paypal.com/api/rest/webhooks/rest). PayPal does not say
 * whether a retry keeps its first transmission time (the local emulator keeps it), so the window
 * admits the whole retry period plus an hour; anything older is no delivery of PayPal's.
 */
export const TRANSMISSION_MAX_AGE_MS = 73 * HOUR_MS;
/** Clocks differ: a transmission time up to 10 minutes ahead of ours is accepted. */
export const TRANSMISSION_MAX_AHEAD_MS = 10 * 60_000;

/**
 * Limits from PayPal's verify_webhook_signature schema (transmission_id at most 50 characters,
 * auth_algo at most 100 of [a-zA-Z0-9], cert_url 500, transmission_sig 500); the id becomes a
 * database key, so it is held to letters, digits, `-` and `_`.
 */
const FORMATS: Record<keyof PayPalTransmission, RegExp> = {
  transmissionId: /^[A-Za-z0-9_-]{1,50}$/,
  transmissionTime: /^\d{4}-\d{2}-\d{2}T[0-9:.]+(Z|[+-]\d{2}:?\d{2})$/,
  transmissionSig: /^[A-Za-z0-9+/=_-]{1,500}$/,
  certUrl: /^https?:\/\/\S{1,490}$/,
  authAlgo: /^[A-Za-z0-9]{1,100}$/,
};

export type TransmissionVerdict =
  { accepted: true; transmission: PayPalTransmission } | { accepted: false; reason: string };

/**
 * The checks that cost nothing, before PayPal is asked: every header present and well formed,
 * and the transmission time inside the window around `now`.
 */
export function judgeTransmission(
  header: (name: string) => string | undefined,
  now: Date,
): TransmissionVerdict {
  const values: Partial<PayPalTransmission> = {};
  for (const key of Object.keys(PAYPAL_TRANSMISSION_HEADERS) as (keyof PayPalTransmission)[]) {
    const value = header(PAYPAL_TRANSMISSION_HEADERS[key])?.trim();
    if (!value) return { accepted: false, reason: `Missing ${PAYPAL_TRANSMISSION_HEADERS[key]}` };
    if (!FORMATS[key].test(value))
      return { accepted: false, reason: `Malformed ${PAYPAL_TRANSMISSION_HEADERS[key]}` };
    values[key] = value;
  }
  const transmission = values as PayPalTransmission;
  const sent = Date.parse(transmission.transmissionTime);
  if (!Number.isFinite(sent))
    return { accepted: false, reason: 'Malformed paypal-transmission-time' };
  const age = now.getTime() - sent;
  if (age > TRANSMISSION_MAX_AGE_MS || age < -TRANSMISSION_MAX_AHEAD_MS)
    return { accepted: false, reason: 'The transmission time is outside the accepted window' };
  return { accepted: true, transmission };
}

/**
 * What PayPal verified: the transmission's headers and the body, byte for byte. A delivery with
 * the same digest as a verified one is that delivery again; another digest under a verified
 * transmission id is not PayPal's (an id belongs to one transmission).
 */
export function transmissionDigest(transmission: PayPalTransmission, rawBody: Buffer): string {
  const hash = createHash('sha256');
  for (const key of Object.keys(PAYPAL_TRANSMISSION_HEADERS) as (keyof PayPalTransmission)[])
    hash.update(`${transmission[key]}\n`);
  return hash.update(rawBody).digest('base64url');
}
