import { useTranslation } from 'react-i18next';

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** Formats a date (or seconds since the epoch) as a long date in the page's language. */
export function useLongDate(): (date: Date | number) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, LONG_DATE);
  return (date) => format.format(typeof date === 'number' ? new Date(date * 1000) : date);
}
