import { describe, expect, it } from 'vitest';
import { typedLine, typedLines } from './typed-text';

describe('typed text in a mail: nothing a client would link', () => {
  it.each<[string, string, string]>([
    [
      'a scheme URL',
      'verify at https://evil.example/login',
      'verify at https[:]//evil[.]example/login',
    ],
    ['www', 'www.evil.example', 'www[.]evil[.]example'],
    ['a bare domain', 'go to evil.com now', 'go to evil[.]com now'],
    ['an address', 'write to a@evil.com', 'write to a@evil[.]com'],
    ['a fullwidth dot and colon (NFKC)', 'https：／／evil．com', 'https[:]//evil[.]com'],
    ['an ideographic full stop (IDNA reads it as a dot)', 'evil。com', 'evil[.]com'],
    ['a one-dot leader (NFKC)', 'evil․com', 'evil[.]com'],
    ['other schemes', 'ftp://x.org and javascript://x', 'ftp[:]//x[.]org and javascript[:]//x'],
    ['zero-width and bidi characters', 'evil\u200B.\u202Ecom', 'evil[.]com'],
    [
      'ordinary sentences stay',
      'Umzug, z.B. nach Spanien. Ende 3.50 EUR',
      'Umzug, z.B. nach Spanien. Ende 3.50 EUR',
    ],
  ])('%s', (_case, typed, shown) => {
    expect(typedLine(typed, 200)).toBe(shown);
  });

  it('a line: breaks become spaces, spaces collapse, capped with an ellipsis', () => {
    expect(typedLine(' Erika\r\n  Mustermann ', 200)).toBe('Erika Mustermann');
    expect(typedLine('abcdef', 4)).toBe('abc…');
  });

  it('lines: breaks kept, blank runs collapse, capped', () => {
    expect(typedLines('a\r\n\r\n\r\n\r\nb\rc\u0007', 100)).toBe('a\n\nb\nc');
    expect(Array.from(typedLines('ä'.repeat(50), 10))).toHaveLength(10);
  });
});
