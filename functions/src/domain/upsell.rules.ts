import { type DurationType, durationType } from '../contract/duration-type';
import { AppError } from './app-error';
import type { CataloguePrice } from './catalogue.rules';
import { groupOf, modelOf } from './catalogue.rules';

/** Spec 02 §4.11: the plan the upsell (step1) offers for each duration type. */
export const UPSELL_MODELS: Readonly<Partial<Record<DurationType, string>>> = {
  trial: 'threeMonthsV8',
  oneMonth: 'sixMonthsV8',
  threeMonths: 'nineMonthsV8',
};

/** What the server reads of the subscription it upsells. */
export interface UpsellSource {
  trialEnd: number | null;
  /** The price on the subscription now, and its catalogue group (metadata.group). */
  priceId: string;
  group: string | undefined;
  currency: string;
  interval: string | null;
  intervalCount: number | null;
  /** metadata.priceId: the price the subscription was bought with. */
  purchasedPriceId: string | undefined;
}

export interface UpsellTarget {
  group: string;
  model: string;
  currency: string;
}

export const INVALID_PLAN_MESSAGE = 'invalid subscription plan';

/**
 * The catalogue entry the upsell moves to: the model of §4.11, in the v8 group of the same variant
 * (`_standard` or not) and the same currency. A subscription whose price already differs from the
 * one it was bought with was upgraded once: a second upgrade (a late double click) is refused.
 */
export function upsellTarget(source: UpsellSource, now: Date): UpsellTarget {
  if (source.purchasedPriceId && source.purchasedPriceId !== source.priceId) {
    throw new AppError('conflict', 'already-upgraded', 'The subscription was already upgraded');
  }
  const type = durationType(source, now);
  const model = type ? UPSELL_MODELS[type] : undefined;
  if (!model || !source.group) {
    throw new AppError('invalid', 'invalid-subscription-plan', INVALID_PLAN_MESSAGE);
  }
  return {
    group: source.group.endsWith('_standard') ? 'v8_standard' : 'v8',
    model,
    currency: source.currency.toLowerCase(),
  };
}

/** The active recurring catalogue price of the target; a missing one is a catalogue fault. */
export function upsellPrice(
  prices: readonly CataloguePrice[],
  target: UpsellTarget,
): CataloguePrice {
  const found = prices.find(
    (price) =>
      price.active &&
      price.type === 'recurring' &&
      groupOf(price) === target.group &&
      modelOf(price) === target.model &&
      price.currency === target.currency,
  );
  if (!found) {
    throw new AppError(
      'failed',
      'no-price-found',
      `No price found for ${target.model} in ${target.group} (${target.currency})`,
    );
  }
  return found;
}
