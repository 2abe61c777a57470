import type { Response } from 'express';
import type { PaymentRequired } from '../domain/payment-required';

/** Spec 02 §8: 402 with the usual error shape plus the client secret the browser confirms. */
export function sendPaymentRequired(res: Response, required: PaymentRequired): void {
  res.status(402).json({
    error: { code: required.code, message: required.message },
    clientSecret: required.clientSecret,
  });
}
