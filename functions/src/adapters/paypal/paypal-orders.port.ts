import type { Money } from '../../domain/contracts/contract-record';

/** A one-off PayPal payment (Orders v2): created here, approved by the buyer, captured here. */
export interface PayPalOrderRequest {
  /** Minor units and lowercase currency, as the catalogue decided. */
  charge: Money;
  /** Whose purchase it is (PayPal's custom_id, returned on the capture). */
  buyer: string;
  /** What is bought (the catalogue price id; PayPal's reference_id). */
  reference: string;
  description: string;
  /** One order per attempt however often asked (PayPal-Request-Id). */
  requestId: string;
}

export type PayPalCapture =
  | {
      status: 'completed';
      captureId: string;
      charge: Money;
      buyer: string | null;
      payer: string | null;
    }
  | { status: 'pending'; captureId: string }
  /** The buyer's funding source was declined: they may choose another in PayPal's window. */
  | { status: 'declined' }
  /** Not approved by the buyer (yet), or already captured. */
  | { status: 'not-approved' | 'already-captured' };

export interface PayPalOrders {
  createOrder(request: PayPalOrderRequest): Promise<string>;
  /** Captures the order; `requestId` makes a repeated capture answer the first one. */
  captureOrder(orderId: string): Promise<PayPalCapture>;
  /** The order's state and what it is for (null when PayPal does not know it). */
  getOrder(orderId: string): Promise<{ status: string; buyer: string | null } | null>;
}
