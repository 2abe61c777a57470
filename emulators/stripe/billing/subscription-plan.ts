import type Stripe from 'stripe';
import { invalidRequest } from '../http/api-error.js';
import { planFromPrice } from '../objects/catalogue.factory.js';
import type { LineInput } from '../objects/invoice-line.factory.js';
import { addInterval, buildSubscriptionItem } from '../objects/subscription.factory.js';
import type { EmulatorState } from '../state/emulator-state.js';
import { applyDiscount, describeLine } from './pricing.js';
import { activeDiscounts, itemLines } from './subscription-invoice.service.js';

export type ProrationBehavior = 'none' | 'create_prorations' | 'always_invoice';

export interface ItemChange {
  id?: string;
  price?: string;
  quantity?: number;
  deleted?: boolean;
}

/** The items, trial and billing anchor an update leads to, and what it bills. */
export interface UpdatePlan {
  items: Stripe.SubscriptionItem[];
  trialEnd: number | null;
  anchor: number;
  /** An invoice is issued now (trial ended, billing period changed, or always_invoice). */
  invoiceNow: boolean;
  /** Lines of that invoice, or proration lines kept for the next invoice. */
  lines: LineInput[];
}

function recurringPrice(state: EmulatorState, id: string, param: string, currency: string) {
  const price = state.prices.require(id, param);
  if (!price.recurring)
    throw invalidRequest('Only recurring prices can be used on subscription items.', param);
  if (price.currency !== currency)
    throw invalidRequest('All prices on a subscription must have the same currency.', param);
  return price;
}

function nextItems(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  changes: ItemChange[],
): Stripe.SubscriptionItem[] {
  const now = state.clock.now();
  let items = subscription.items.data.map((item) => ({ ...item }));
  changes.forEach((change, index) => {
    const param = `items[${index}]`;
    const price = change.price
      ? recurringPrice(state, change.price, `${param}[price]`, subscription.currency)
      : undefined;
    if (!change.id) {
      if (!price)
        throw invalidRequest(`Missing required param: ${param}[price].`, `${param}[price]`);
      const period = { start: now, end: subscription.items.data[0]?.current_period_end ?? now };
      items.push(buildSubscriptionItem(subscription.id, price, change.quantity ?? 1, period, now));
      return;
    }
    const item = items.find((candidate) => candidate.id === change.id);
    if (!item)
      throw invalidRequest(
        `No such subscription item: '${change.id}'`,
        `${param}[id]`,
        'resource_missing',
      );
    if (change.deleted) items = items.filter((candidate) => candidate.id !== change.id);
    if (price) Object.assign(item, { price, plan: planFromPrice(price) });
    if (change.quantity !== undefined) item.quantity = change.quantity;
  });
  if (items.length === 0)
    throw invalidRequest('A subscription must have at least one active plan.', 'items');
  return items;
}

const sameInterval = (a: Stripe.Price, b: Stripe.Price) =>
  a.recurring?.interval === b.recurring?.interval &&
  a.recurring?.interval_count === b.recurring?.interval_count;

function moveToNewPeriod(items: Stripe.SubscriptionItem[], start: number): void {
  for (const item of items) {
    const recurring = item.price.recurring;
    item.current_period_start = start;
    item.current_period_end = recurring
      ? addInterval(start, recurring.interval, recurring.interval_count)
      : start;
  }
}

function prorationLine(
  state: EmulatorState,
  item: Stripe.SubscriptionItem,
  sign: -1 | 1,
  discounts: Stripe.Discount[],
  now: number,
): LineInput {
  const { current_period_start: start, current_period_end: end } = item;
  const fraction = end > start ? Math.min(1, Math.max(0, (end - now) / (end - start))) : 0;
  const quantity = item.quantity ?? 1;
  const amount = sign * Math.round((item.price.unit_amount ?? 0) * quantity * fraction);
  const date = new Date(now * 1000).toISOString().slice(0, 10);
  const what = describeLine(state, item.price, quantity, false).replace(/ \(at .*\)$/, '');
  return {
    amount,
    description: `${sign < 0 ? 'Unused' : 'Remaining'} time on ${what} after ${date}`,
    price: item.price,
    period: { start: now, end },
    discountAmounts: sign > 0 ? applyDiscount(amount, item.price.currency, discounts, state) : [],
    subscriptionItem: item.id,
    proration: true,
  };
}

/**
 * Stripe refuses a `proration_date` in the future or before the current period started (docs
 * "Prorations": it lets an update bill exactly what a preview at that time showed).
 */
function prorationAt(
  subscription: Stripe.Subscription,
  prorationDate: number | undefined,
  now: number,
): number {
  if (prorationDate === undefined) return now;
  const start = Math.max(...subscription.items.data.map((item) => item.current_period_start));
  if (prorationDate > now || prorationDate < start)
    throw invalidRequest(
      'proration_date must be within the current billing period and not in the future.',
      'proration_date',
    );
  return prorationDate;
}

/** What an update asks for that may change the items, the trial or the billing period. */
export interface PlanChanges {
  items?: ItemChange[];
  trialEnd?: number | 'now';
  behavior: ProrationBehavior;
  /** `billing_cycle_anchor[type]`. */
  anchor?: 'now' | 'unchanged';
  /** `proration_date`: unused and remaining time measured at this time instead of now. */
  prorationDate?: number;
}

/**
 * Works out an update of items, `trial_end=now` and/or `billing_cycle_anchor[type]=now` like
 * Stripe: during a trial the items just change; ending the trial, resetting the anchor or
 * changing the billing interval starts a new period billed now (with a credit for unused time
 * unless proration is `none`); otherwise prorations follow the behaviour.
 */
export function planUpdate(
  state: EmulatorState,
  subscription: Stripe.Subscription,
  { items: changes, trialEnd, behavior, anchor, prorationDate }: PlanChanges,
): UpdatePlan | null {
  const resetAnchor = anchor === 'now';
  if (!changes && trialEnd === undefined && !resetAnchor) return null;
  const now = state.clock.now();
  const prorateAt = prorationAt(subscription, prorationDate, now);
  const items = changes
    ? nextItems(state, subscription, changes)
    : subscription.items.data.map((item) => ({ ...item }));
  const trialing = subscription.status === 'trialing';
  const base = {
    items,
    trialEnd: subscription.trial_end,
    anchor: subscription.billing_cycle_anchor,
  };
  if (resetAnchor && trialing && trialEnd !== 'now')
    throw invalidRequest(
      'The emulator does not model billing_cycle_anchor=now during a trial: pass trial_end=now.',
      'billing_cycle_anchor',
    );
  if (typeof trialEnd === 'number') {
    if (trialEnd <= now)
      throw invalidRequest('Invalid timestamp: must be in the future', 'trial_end');
    for (const item of items) item.current_period_end = trialEnd;
    return { ...base, trialEnd, anchor: trialEnd, invoiceNow: false, lines: [] };
  }
  if (trialing && trialEnd !== 'now') return { ...base, invoiceNow: false, lines: [] };
  if (trialEnd === 'now') {
    moveToNewPeriod(items, now);
    const lines = itemLines(state, subscription, items, false);
    return {
      items,
      trialEnd: trialing ? now : subscription.trial_end,
      anchor: now,
      invoiceNow: true,
      lines,
    };
  }
  const previous = new Map(subscription.items.data.map((item) => [item.id, item]));
  const changed = items.filter((item) => {
    const before = previous.get(item.id);
    return !before || before.price.id !== item.price.id || before.quantity !== item.quantity;
  });
  const removed = subscription.items.data.filter(
    (item) => !items.some((next) => next.id === item.id),
  );
  const reset =
    resetAnchor ||
    changed.some((item) => {
      const before = previous.get(item.id);
      return before !== undefined && !sameInterval(before.price, item.price);
    });
  // A new period credits the unused time of every current item; otherwise only what changed.
  const credited = resetAnchor
    ? subscription.items.data
    : [...changed.flatMap((item) => previous.get(item.id) ?? []), ...removed];
  const credits =
    behavior === 'none'
      ? []
      : credited.map((item) => prorationLine(state, item, -1, [], prorateAt));
  if (reset) {
    moveToNewPeriod(items, now);
    const lines = [...credits, ...itemLines(state, subscription, items, false)];
    return { items, trialEnd: subscription.trial_end, anchor: now, invoiceNow: true, lines };
  }
  if (behavior === 'none') return { ...base, invoiceNow: false, lines: [] };
  const discounts = activeDiscounts(state, subscription);
  const debits = changed.map((item) => prorationLine(state, item, 1, discounts, prorateAt));
  const lines = [...credits, ...debits];
  return { ...base, invoiceNow: behavior === 'always_invoice' && lines.length > 0, lines };
}
