import { addCalendarMonths } from '../contract/calendar';
import type { SubscriptionView } from '../contract/subscription-view';

/**
 * §312k lets the consumer name when the contract should end. A subscription can only end when a
 * paid billing period ends: at the end of the current one (cancel now, at period end), or at the
 * end of the later period that contains the wished day (cancel at the renewal that starts it).
 */
export type WishedEnd =
  | { when: 'period-end'; endsAt: string | null }
  | {
      when: 'later-period';
      endsAt: string;
      /** ISO start of that last period: the renewal at which the cancellation is made. */
      lastPeriodStartsAt: string;
      renewals: number;
    };

/**
 * Bounds the loop. The API accepts wishes up to WISHED_END_MAX_YEARS ahead, and the shortest
 * period is a day, so every accepted wish is reached well before this.
 */
export const MAX_SCHEDULED_RENEWALS = 2_000;

const DAY_IN_BERLIN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Berlin calendar day (YYYY-MM-DD) of an instant: the day a German contract ends on. */
export const berlinDay = (date: Date): string => DAY_IN_BERLIN.format(date);

function nextEnd(end: Date, periods: number, plan: SubscriptionView['plan']): Date | null {
  const count = (plan.interval_count ?? 1) * periods;
  switch (plan.interval) {
    case 'month':
      return addCalendarMonths(end, count);
    case 'year':
      return addCalendarMonths(end, 12 * count);
    case 'week':
      return new Date(end.getTime() + count * 7 * 86_400_000);
    case 'day':
      return new Date(end.getTime() + count * 86_400_000);
    default:
      return null;
  }
}

/**
 * Whether a scheduled cancellation is due: the running period is the one that contains the
 * wished day (its end falls on or after it), so cancelling at its end honours the wish.
 */
export function wishIsDue(
  view: Pick<SubscriptionView, 'current_period_end'>,
  wishedDay: string,
): boolean {
  return (
    view.current_period_end !== null &&
    berlinDay(new Date(view.current_period_end * 1000)) >= wishedDay
  );
}

/**
 * When the contract ends for a wished day: the current period's end when the wish falls on or
 * before its Berlin day (or no wish, or a period of unknown length); otherwise the end of the
 * first later period whose Berlin day is on or after the wish.
 */
export function wishedContractEnd(
  view: Pick<SubscriptionView, 'plan' | 'current_period_end'>,
  currentEnd: string | null,
  wishedDay: string | undefined,
): WishedEnd {
  if (!wishedDay || !currentEnd || view.current_period_end === null)
    return { when: 'period-end', endsAt: currentEnd };
  const end = new Date(currentEnd);
  if (berlinDay(end) >= wishedDay) return { when: 'period-end', endsAt: currentEnd };
  let start = end;
  for (let renewals = 1; renewals <= MAX_SCHEDULED_RENEWALS; renewals += 1) {
    const later = nextEnd(end, renewals, view.plan);
    if (!later) return { when: 'period-end', endsAt: currentEnd };
    if (berlinDay(later) >= wishedDay || renewals === MAX_SCHEDULED_RENEWALS)
      return {
        when: 'later-period',
        endsAt: later.toISOString(),
        lastPeriodStartsAt: start.toISOString(),
        renewals,
      };
    start = later;
  }
  return { when: 'period-end', endsAt: currentEnd };
}
