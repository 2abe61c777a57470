import { randomBytes, randomUUID } from 'node:crypto';

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789abcdef';

function pick(alphabet: string, length: number): string {
  let out = '';
  for (const byte of randomBytes(length)) out += alphabet[byte % alphabet.length];
  return out;
}

/** `I-` + 12 upper-case characters, like PayPal subscription ids. */
export const newSubscriptionId = (): string => `I-${pick(UPPER, 12)}`;
/** `P-` + 24 upper-case characters, like PayPal plan ids. */
export const newPlanId = (): string => `P-${pick(UPPER, 24)}`;
/** `PROD-` + 17 upper-case characters, like PayPal catalog product ids. */
export const newProductId = (): string => `PROD-${pick(UPPER, 17)}`;
/** 13 upper-case characters, like PayPal payer ids. */
export const newPayerId = (): string => pick(UPPER, 13);
/** `WH-` + two PayPal-style blocks. */
export const newEventId = (): string => `WH-${pick(UPPER, 17)}-${pick(UPPER, 17)}`;
/** 17 upper-case characters, like a v1 sale id. */
export const newSaleId = (): string => pick(UPPER, 17);
/** 17 upper-case characters, like v2 order, capture and refund ids (`5O190127TN364715T`). */
export const newOrderId = (): string => pick(UPPER, 17);
export const newCaptureId = (): string => pick(UPPER, 17);
/** `BA-` + 17 upper-case characters: the token of a subscription revision's approve link. */
export const newBillingAgreementToken = (): string => `BA-${pick(UPPER, 17)}`;
export const randomDebugId = (): string => pick(HEX, 13);
export const newAccessToken = (): string => `A21AA${randomBytes(36).toString('base64url')}`;
export const newTransmissionId = (): string => randomUUID();
export const newNonce = (): string => `${isoNow()}${randomBytes(24).toString('base64url')}`;

/** PayPal timestamps: ISO 8601 in UTC without milliseconds. */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export const isoNow = (): string => isoTime(Date.now());
