/**
 * Spec 02 §8: a 402 answer the browser resolves itself — it runs the card confirmation with the
 * client secret (3-D Secure for requires_action, a card form for requires_payment_method).
 */
export interface PaymentRequired {
  code: 'requires_action' | 'requires_payment_method';
  message: string;
  clientSecret: string;
}

export const REQUIRES_ACTION_MESSAGE = 'The card must be confirmed in the browser';
export const REQUIRES_PAYMENT_METHOD_MESSAGE = 'A card is needed to complete the payment';
