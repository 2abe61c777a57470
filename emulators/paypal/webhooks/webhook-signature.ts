import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayPal signs `transmission_id|transmission_time|webhook_id|crc32(body)` with its certificate
 * (SHA256withRSA). Offline there is no certificate, so the emulator signs the same string with a
 * local HMAC key; only its own verify-webhook-signature endpoint can check it.
 */
const SIGNING_KEY = 'fastwell-paypal-emulator-webhook-signing-key';
export const AUTH_ALGO = 'SHA256withRSA';
export const CERT_PATH = '/v1/notifications/certs/CERT-FASTWELL-EMULATOR';

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

/** CRC-32 (IEEE) of the UTF-8 bytes, unsigned decimal as PayPal uses it. */
export function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, 'utf8'))
    crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export interface SignedFields {
  transmissionId: string;
  transmissionTime: string;
  webhookId: string;
  body: string;
}

export function signTransmission(fields: SignedFields): string {
  const message = [
    fields.transmissionId,
    fields.transmissionTime,
    fields.webhookId,
    crc32(fields.body),
  ].join('|');
  return createHmac('sha256', SIGNING_KEY).update(message).digest('base64');
}

export function signatureMatches(fields: SignedFields, signature: string): boolean {
  const expected = Buffer.from(signTransmission(fields));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
