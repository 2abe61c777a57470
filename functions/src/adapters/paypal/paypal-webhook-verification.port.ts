import type { PayPalTransmission } from '../../domain/paypal-transmission.rules';

/** Whether PayPal itself vouches for a webhook transmission it signed. */
export interface PayPalWebhookVerification {
  /**
   * True when PayPal confirms the transmission of `event` to the webhook `webhookId`, false when
   * it does not; PayPal's own failures are thrown (the webhook answers 5xx and PayPal retries).
   */
  verify(transmission: PayPalTransmission, webhookId: string, event: unknown): Promise<boolean>;
}
