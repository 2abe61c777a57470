import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@fastwell/contract/languages';
import { legalDocumentPath, removeAdOptOutPlaceholder } from './domain/legal';
import { LEGAL_PAGES } from './domain/legal-pages';

const PUBLIC_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../public');
const read = (path: string) => readFileSync(join(PUBLIC_DIR, path), 'utf8');
const paths = [
  ...new Set(
    LEGAL_PAGES.flatMap((page) =>
      SUPPORTED_LANGUAGES.map((language) => legalDocumentPath(page, language)),
    ),
  ),
];

/** Every file a page can ask for exists and is structured for one h1 and ordered headings. */
describe.each(paths.map((path) => ({ path })))('$path', ({ path }) => {
  const text = read(path);
  const levels = [...text.matchAll(/^(#{1,6}) /gm)].map((match) => match[1]?.length ?? 0);

  it('starts with the only h1', () => {
    expect(text.startsWith('# ')).toBe(true);
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
  });

  it('never skips a heading level', () => {
    levels.forEach((level, index) => {
      expect(level - (levels[index - 1] ?? 0)).toBeLessThanOrEqual(1);
    });
  });

  it('names the company and a contact address, and loses its placeholder when cleaned', () => {
    expect(text).toContain('Fastwell GmbH');
    expect(text).toMatch(/(privacy|support)@fastwell\.app/);
    expect(removeAdOptOutPlaceholder(text)).not.toContain('{{');
  });
});
