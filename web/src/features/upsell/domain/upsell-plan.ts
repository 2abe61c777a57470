import type { OfferedPrice } from '@fastwell/contract/catalogue';
import type { DurationType } from '@fastwell/contract/duration-type';
import type { SubscriptionView } from '../../../shared/domain/subscription';

/** The only upsell step of spec 02 §2.3 (route query `stepId=step1`). */
export const UPSELL_STEP_ID = 'step1';
export const INVALID_PLAN_MESSAGE = 'invalid subscription plan';
export const NO_PRICE_FOUND_MESSAGE = 'no price found';

export type UpsellModel = 'threeMonthsV8' | 'sixMonthsV8' | 'nineMonthsV8';

const UPSELL_MODELS: Partial<Record<DurationType, UpsellModel>> = {
  trial: 'threeMonthsV8',
  oneMonth: 'sixMonthsV8',
  threeMonths: 'nineMonthsV8',
};

/** Spec 02 §4.11: trial → 3 months, one month → 6, three months → 9; anything else throws. */
export function upsellModel(stepId: string, duration: DurationType | null): UpsellModel {
  const model = stepId === UPSELL_STEP_ID && duration ? UPSELL_MODELS[duration] : undefined;
  if (!model) throw new Error(INVALID_PLAN_MESSAGE);
  return model;
}

/**
 * The longer plans exist only in the v8 groups: the buyer's group keeps its `_standard` variant
 * (no discount) and otherwise maps to v8, as the server decides it.
 */
export function upsellGroup(buyerGroup: string): 'v8' | 'v8_standard' {
  return buyerGroup.endsWith('_standard') ? 'v8_standard' : 'v8';
}

/** The active recurring price of the model in the subscription's currency; none throws. */
export function upsellPrice(
  prices: readonly OfferedPrice[],
  model: UpsellModel,
  currency: string,
): OfferedPrice {
  const found = prices.find(
    (price) =>
      price.type === 'recurring' &&
      price.metadata.model === model &&
      price.currency.toLowerCase() === currency.toLowerCase(),
  );
  if (!found) throw new Error(NO_PRICE_FOUND_MESSAGE);
  return found;
}

/**
 * A subscription whose price differs from the one it was bought with (metadata.priceId) was
 * upgraded already; the server refuses a second upgrade.
 */
export function isUpsellBought(subscription: SubscriptionView): boolean {
  const bought = subscription.metadata.priceId;
  return Boolean(bought) && bought !== subscription.plan.id;
}

/** Flag upsell-funnel-active-durations names the duration types the upsell is offered for. */
export function isUpsellActive(activeDurations: readonly string[], duration: string): boolean {
  return activeDurations.includes(duration);
}
