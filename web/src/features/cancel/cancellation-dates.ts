import { useTranslation } from 'react-i18next';

const RECEIVED_AT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
};
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** The receipt's dates in the page's language: an ISO time with its zone, a calendar day. */
export function useCancellationDates() {
  const { i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, RECEIVED_AT);
  const day = new Intl.DateTimeFormat(i18n.language, DAY);
  return {
    time: (iso: string) => time.format(new Date(iso)),
    /** A YYYY-MM-DD day (no time zone: it is the same day everywhere). */
    day: (calendarDay: string) => {
      const [year = 1970, month = 1, date = 1] = calendarDay.split('-').map(Number);
      return day.format(new Date(year, month - 1, date));
    },
    /** An ISO time as its long date. */
    dateOf: (iso: string) => day.format(new Date(iso)),
  };
}
