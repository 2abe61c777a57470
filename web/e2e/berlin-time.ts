/** A day or an instant as a German consumer's confirmation states it: Berlin time. */
export const berlin = (locale: string, date: Date, withTime: boolean): string =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Europe/Berlin',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime
      ? { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' }
      : {}),
  } as const).format(date);
