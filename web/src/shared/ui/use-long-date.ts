import { useTranslation } from 'react-i18next';

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const LONG_DATE_TIME: Intl.DateTimeFormatOptions = {
  ...LONG_DATE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZoneName: 'short',
};

/** Formats a date (or seconds since the epoch) as a long date in the page's language. */
export function useLongDate(): (date: Date | number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, LONG_DATE);
  return (date) => format.format(typeof date === 'number' ? new Date(date * 1000) : date);
}

/**
 * Formats an ISO time as a receipt states it, in the page's language: long date, time to the
 * second and the visitor's time zone (e.g. "November 27, 2026 at 10:41:05 AM GMT+1").
 */
export function useLongDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, LONG_DATE_TIME);
  return (iso) => format.format(new Date(iso));
}
