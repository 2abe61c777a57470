import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Language } from '../../contract/languages';
import type { LegalTexts } from './legal-texts.port';

/**
 * Where the terms are: `lib/legal` in the built functions (the build copies the web's
 * `public/assets/legal/terms.*.md` there, so the upload carries them), else the web's own files
 * (the sources run by the tests).
 */
export function legalTextsDir(): string {
  const built = join(__dirname, '..', '..', 'legal');
  return existsSync(built)
    ? built
    : join(__dirname, '..', '..', '..', '..', 'web', 'public', 'assets', 'legal');
}

/** The terms as the web shows them (terms.<language>.md), read once per language. */
export class FileLegalTexts implements LegalTexts {
  private readonly cache = new Map<Language, Promise<string>>();

  constructor(private readonly dir: string = legalTextsDir()) {}

  terms(language: Language): Promise<string> {
    let text = this.cache.get(language);
    if (!text) {
      text = readFile(join(this.dir, `terms.${language}.md`), 'utf8');
      text.catch(() => this.cache.delete(language));
      this.cache.set(language, text);
    }
    return text;
  }
}
