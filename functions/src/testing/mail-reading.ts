/** The HTML as a reader sees it: tags dropped, entities decoded, spaces collapsed. */
export const visible = (html: string): string =>
  html
    .replace(/<\/th>/g, ':')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Spaces collapsed; Intl's no-break spaces (amounts, dates, French) count as spaces too. */
export const flat = (text: string): string => text.replace(/\s+/g, ' ');
