import type { Response } from 'express';
import type { PaymentRequired } from '../domain/payment-required';

/** A route's answer that a card confirmation is needed: sent as 402 (endpoint-route.ts). */
export class PaymentRequiredReply {
  constructor(readonly required: PaymentRequired) {}
}

/** Spec 02 §8: 402 with the usual error shape plus the client secret the browser confirms. */
export function sendPaymentRequired(res: Response, required: PaymentRequired): void {
  res.status(402).json({
    error: { code: required.code, message: required.message },
    clientSecret: required.clientSecret,
  });
}
