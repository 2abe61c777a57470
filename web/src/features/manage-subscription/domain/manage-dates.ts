import { addCalendarMonths } from '@fastwell/contract/calendar';
import type { PauseDuration } from '@fastwell/contract/pause-duration';

/** The resume date the pause picker shows for each length (the API pauses from now). */
export function pauseResumeDates(now: Date): Record<PauseDuration, Date> {
  return {
    oneMonth: addCalendarMonths(now, 1),
    twoMonths: addCalendarMonths(now, 2),
    threeMonths: addCalendarMonths(now, 3),
  };
}

export type SpecialOfferDuration = 'oneMonth' | 'threeMonths';

/** The retention discount (the API's coupon: 50 % off for 1 or 3 months). */
export const SPECIAL_OFFER_PERCENT_OFF = 50;
export const SPECIAL_OFFER_MONTHS: Record<SpecialOfferDuration, 1 | 3> = {
  oneMonth: 1,
  threeMonths: 3,
};

/** The last day of the discounted period the disclaimer names. */
export const specialOfferEnd = (now: Date, duration: SpecialOfferDuration): Date =>
  addCalendarMonths(now, SPECIAL_OFFER_MONTHS[duration]);
