import type { Language } from '../../contract/languages';
import { LOCALE_OF_LANGUAGE } from '../language-locales';

/** Times in the confirmation are German legal times: shown in Berlin time, the zone named. */
export const MAIL_TIME_ZONE = 'Europe/Berlin';

const format = (language: Language, date: Date, options: Intl.DateTimeFormatOptions): string =>
  new Intl.DateTimeFormat(LOCALE_OF_LANGUAGE[language], options).format(date);

/** A day written out: "27. Dezember 2026", "27 December 2026". */
const LONG_DAY = { day: 'numeric', month: 'long', year: 'numeric' } as const;

const parse = (iso: string): Date | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "27. November 2026 um 04:56:12 MEZ": an instant, to the second, with its zone. */
export function formatDateTime(language: Language, iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  return format(language, date, {
    timeZone: MAIL_TIME_ZONE,
    ...LONG_DAY,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
}

/** "27. Dezember 2026": the Berlin calendar day of an instant. */
export function formatDate(language: Language, iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  return format(language, date, { timeZone: MAIL_TIME_ZONE, ...LONG_DAY });
}

/** A calendar day YYYY-MM-DD as written in the language (no zone: it is a day, not an instant). */
export function formatCalendarDay(language: Language, day: string): string {
  const date = parse(`${day}T00:00:00Z`);
  if (!date) return day;
  return format(language, date, { timeZone: 'UTC', ...LONG_DAY });
}
