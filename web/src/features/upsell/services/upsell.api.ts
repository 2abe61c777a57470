import type { PurchaseEbookInput, UpdateSubscriptionInput } from '@fastwell/contract/api/upsell';
import type { PayPalUpsellPreview, UpsellPreview } from '@fastwell/contract/api/upsell.answers';
import { upsellEndpoints as endpoints } from '@fastwell/contract/endpoints/upsell.endpoints';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import { type ApiClient } from '../../../shared/services/api-client';
import { ApiError } from '../../../shared/services/api-error';

export type { PayPalUpsellPreview, PurchaseEbookInput, UpdateSubscriptionInput, UpsellPreview };

/** Spec 02 §8: a 402 the browser settles with the card confirmation of this client secret. */
export type CardConfirmationNeeded = {
  kind: 'confirm-card';
  code: 'requires_action' | 'requires_payment_method';
  clientSecret: string;
};

export type UpsellAnswer =
  { kind: 'applied'; subscription: SubscriptionView } | CardConfirmationNeeded;
export type EbookAnswer = { kind: 'succeeded' | 'processing' } | CardConfirmationNeeded;

const CONFIRMABLE = new Set(['requires_action', 'requires_payment_method']);

/** A 402 with requires_action (or requires_payment_method) and a client secret; else null. */
function confirmationOf(error: unknown): CardConfirmationNeeded | null {
  if (!(error instanceof ApiError) || error.status !== 402 || !CONFIRMABLE.has(error.code)) {
    return null;
  }
  const payload = error.payload;
  const clientSecret =
    payload && typeof payload === 'object' && 'clientSecret' in payload
      ? payload.clientSecret
      : undefined;
  if (typeof clientSecret !== 'string' || !clientSecret) return null;
  return {
    kind: 'confirm-card',
    code: error.code === 'requires_action' ? 'requires_action' : 'requires_payment_method',
    clientSecret,
  };
}

async function settling<T>(call: () => Promise<T>): Promise<T | CardConfirmationNeeded> {
  try {
    return await call();
  } catch (error) {
    const confirmation = confirmationOf(error);
    if (confirmation) return confirmation;
    throw error;
  }
}

/** The post-payment offers of spec 02 §7: the plan upgrade and the one-off e-book. */
export class UpsellApi {
  constructor(private readonly api: ApiClient) {}

  async previewUpsell(): Promise<UpsellPreview> {
    return (await this.api.call(endpoints.previewUpsell, {})).preview;
  }

  updateSubscription(input: UpdateSubscriptionInput): Promise<UpsellAnswer> {
    return settling(async () => {
      const answer = await this.api.call(endpoints.updateSubscription, input);
      return { kind: 'applied' as const, subscription: answer.subscription };
    });
  }

  /** A PayPal subscription's upsell: PayPal bills it from the next billing date. */
  async previewPaypalUpsell(): Promise<PayPalUpsellPreview> {
    return (await this.api.call(endpoints.previewPaypalUpsell, {})).preview;
  }

  /** The PayPal button's createSubscription: the plan change asked of PayPal; its id. */
  async revisePaypalSubscription(priceId: string): Promise<string> {
    return (await this.api.call(endpoints.revisePaypalSubscription, { priceId })).subscriptionId;
  }

  /** Its onApprove: the consented plan change, recorded. */
  async confirmPaypalRevision(): Promise<SubscriptionView> {
    return (await this.api.call(endpoints.confirmPaypalRevision, {})).subscription;
  }

  /** The e-book's PayPal order (createOrder). */
  async createPaypalEbookOrder(input: PurchaseEbookInput): Promise<string> {
    return (await this.api.call(endpoints.createPaypalEbookOrder, input)).orderId;
  }

  /** Its onApprove: captured, the e-book delivered. */
  async capturePaypalEbookOrder(orderId: string): Promise<'succeeded' | 'processing'> {
    return (await this.api.call(endpoints.capturePaypalEbookOrder, { orderId })).status;
  }

  purchaseEbook(input: PurchaseEbookInput): Promise<EbookAnswer> {
    return settling(async () => {
      const answer = await this.api.call(endpoints.purchaseEbook, input);
      return {
        kind: answer.status === 'processing' ? ('processing' as const) : ('succeeded' as const),
      };
    });
  }
}
