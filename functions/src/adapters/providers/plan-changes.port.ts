import type { PaymentRequired } from '../../domain/payment-required';
import type { DiscountInfo } from '../../domain/special-offer.rules';
import type { ProviderSubscription } from './subscription-provider.port';

/** The one plan item of a subscription, as the upsell decides on it (spec 02 §4.11). */
export interface PlanItem {
  id: string;
  priceId: string;
  group: string | undefined;
  currency: string;
  interval: string | null;
  intervalCount: number | null;
  /** Unix seconds: a proration date before it is refused by the provider. */
  periodStart: number;
}

/** A card subscription with what a plan change checks. */
export interface PlanChangeSubject {
  subscription: ProviderSubscription;
  /** Its only item; null when it has none or several (not a Fastwell plan). */
  item: PlanItem | null;
  /** A change already waiting for the card's authentication: its client secret. */
  awaitingAuthentication: PaymentRequired | null;
  discounts: DiscountInfo[];
  /** The coupons that lowered the latest invoice (the period being credited). */
  latestInvoiceCoupons: string[];
  /** The latest invoice's id ('none'): a change from another state is another attempt. */
  latestInvoiceId: string;
}

export interface PlanChangeTerms {
  priceId: string;
  /** A trial ends now and the new plan is billed in full; else the change is prorated. */
  inTrial: boolean;
  /** Unix seconds the prorated amount is computed at (the preview's, or now when absent). */
  prorationDate?: number;
}

/**
 * A plan change billed at once (the upsell): previewed as the provider computes it, applied as a
 * pending update that takes effect only when the invoice is paid.
 */
export interface PlanChanges {
  /** The subscription with its item, discounts and latest payment; null when unknown. */
  retrieve(id: string): Promise<PlanChangeSubject | null>;
  /** What the change bills today. */
  preview(
    subject: PlanChangeSubject,
    terms: PlanChangeTerms,
  ): Promise<{ amountDue: number; currency: string }>;
  /**
   * Applies the change: 'applied', or the card's authentication it waits for; a decline is a
   * 402 AppError and leaves the plan as it was.
   */
  apply(
    subject: PlanChangeSubject,
    terms: PlanChangeTerms,
  ): Promise<{ kind: 'applied' } | { kind: 'payment-required'; required: PaymentRequired }>;
}
