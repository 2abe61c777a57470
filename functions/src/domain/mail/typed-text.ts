/**
 * Text a visitor typed into the public form goes into a mail our SMTP server sends to any
 * address. It is kept (§312k(4) BGB: the confirmation states the declaration's content) but made
 * harmless: no control or invisible format characters (bidi overrides can reorder what a reader
 * sees), at most `max` characters, and nothing a mail client would turn into a link.
 *
 * Links are broken visibly, the way security advisories "defang" addresses: `https[:]//evil[.]example`.
 * Mail clients (Gmail, Outlook, Apple Mail, Thunderbird) autolink a scheme followed by `//`,
 * `www.` and bare `name.tld` domains (and `user@name.tld`), in text/plain and in HTML text alike,
 * `<pre>` included; none links a domain whose dot is written `[.]`. Zero-width characters would
 * be invisible, may be stripped or ignored by a client's linkifier, and hide what was typed.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** A dot (or an ideographic one, which IDNA reads as a dot) between a name and a TLD-like label. */
const DOMAIN_DOT = /(?<=[\p{L}\p{N}_-])[.\u3002\uFF61](?=\p{L}[\p{L}\p{N}])/gu;
const SCHEME = /(\p{L}[\p{L}\p{N}+.-]*):(?=\/\/|\\\\)/gu;
const ELLIPSIS = '…';

function defang(line: string): string {
  return line.replace(SCHEME, '$1[:]').replace(DOMAIN_DOT, '[.]');
}

function capped(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, max - 1).join('')}${ELLIPSIS}`;
}

/** One line (a name, a reference): line breaks become spaces. */
export function typedLine(value: string, max: number): string {
  const line = value
    .normalize('NFKC')
    .replace(/\r\n?|\n/g, ' ')
    .replace(INVISIBLE, '');
  return defang(capped(line.replace(/\s+/g, ' ').trim(), max));
}

/** Several lines (a reason): line breaks kept, at most one empty line in a row. */
export function typedLines(value: string, max: number): string {
  const lines = value
    .normalize('NFKC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(INVISIBLE, '').trimEnd());
  const text = lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return defang(capped(text, max));
}
