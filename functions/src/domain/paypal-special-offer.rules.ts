import { addCalendarMonths } from '../contract/calendar';
import { AppError } from './app-error';

const DAY_MS = 86_400_000;

/**
 * PayPal: "Any price update will not impact billing cycles within next 10 days" (Update
 * subscription, https://developer.paypal.com/docs/api/subscriptions/v1/#subscriptions_patch).
 */
export const PAYPAL_PRICE_NOTICE_MS = 10 * DAY_MS;
/** Our margin on PayPal's 10 days: a payment this close is never promised a new price. */
const NOTICE_MARGIN_MS = DAY_MS;

/**
 * paypalSpecialOffers/{subscriptionId}: a retention offer on a PayPal subscription. PayPal has no
 * coupon: the server lowers the regular cycle's price (PATCH) and puts it back once PayPal has
 * billed every payment due before the offer's end, as a Stripe coupon of that many months would.
 */
export interface PayPalSpecialOffer {
  uid: string;
  /** The plan's REGULAR billing cycle whose price is changed. */
  sequence: number;
  /** Minor units, lower-case currency: what each cycle charges outside the offer. */
  regular: { amount: number; currency: string };
  discounted: { amount: number; currency: string };
  /** ISO: the offer's end (acceptance + its months): payments PayPal bills until then are lowered. */
  endsAt: string;
  acceptedAt: string;
  /** Set once the regular price was put back (or the subscription ended first). */
  restoredAt?: string;
}

const unavailable = (message: string): AppError =>
  new AppError('conflict', 'special-offer-unavailable', message);

/**
 * The end of a PayPal offer of `offerMonths` accepted now: every payment PayPal bills until then
 * (the end itself included: a renewal due the second the offer ends) is halved, starting with the next one, which must be far enough away for PayPal to bill it at the
 * new price. Refused (409 special-offer-unavailable) when PayPal would still bill the next
 * payment in full, or when no payment falls within it (a long plan): the wizard then cancels,
 * as for anyone without an offer.
 */
export function paypalOfferEnd(input: {
  now: Date;
  nextBillingAt: Date | null;
  offerMonths: number;
}): Date {
  const { now, nextBillingAt, offerMonths } = input;
  if (!nextBillingAt) throw unavailable('PayPal reports no next payment to lower');
  if (nextBillingAt.getTime() < now.getTime() + PAYPAL_PRICE_NOTICE_MS + NOTICE_MARGIN_MS)
    throw unavailable('PayPal bills the next payment too soon to lower its price');
  const end = addCalendarMonths(now, offerMonths);
  if (nextBillingAt.getTime() > end.getTime())
    throw unavailable('No payment falls within the offer');
  return end;
}

/**
 * The regular price goes back once PayPal's next payment is due after the offer's end: the last
 * lowered one was billed, and the next is a whole cycle (more than PayPal's 10 days) away.
 */
export const restoreIsDue = (offer: PayPalSpecialOffer, nextBillingAt: Date): boolean =>
  !offer.restoredAt && nextBillingAt.getTime() > Date.parse(offer.endsAt);
