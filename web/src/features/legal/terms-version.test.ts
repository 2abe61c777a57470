import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Language } from '@fastwell/contract/languages';
import { SUPPORTED_LANGUAGES } from '@fastwell/contract/languages';
import { TERMS_VERSION } from '@fastwell/contract/legal-versions';

const LEGAL_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../public/assets/legal');
const terms = (language: Language) => readFileSync(join(LEGAL_DIR, `terms.${language}.md`), 'utf8');

/** A whole word, letters of any script counting as word characters. */
const words = (list: string): RegExp => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'iu');

/**
 * How each terms file writes its "Last updated" line, and the words that speak of a proportionate
 * amount for a service started in the withdrawal period (§357a(2) BGB), with their negations.
 */
const LANGUAGES: Record<
  Language,
  { updated: RegExp; months: string[]; proportionate: RegExp; none: RegExp }
> = {
  de: {
    updated: /^Stand: (\d{1,2})\. (\p{L}+) (\d{4})$/mu,
    months:
      'Januar Februar März April Mai Juni Juli August September Oktober November Dezember'.split(
        ' ',
      ),
    proportionate: words('anteilig\\p{L}*|angemessen\\p{L}* Betrag|Wertersatz'),
    none: words('kein\\p{L}*'),
  },
  en: {
    updated: /^Last updated: (\d{1,2}) (\p{L}+) (\d{4})$/mu,
    months:
      'January February March April May June July August September October November December'.split(
        ' ',
      ),
    proportionate: words('proportionate\\p{L}*|pro rata'),
    none: words('no|not'),
  },
  es: {
    updated: /^Última actualización: (\d{1,2}) de (\p{L}+) de (\d{4})$/mu,
    months:
      'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(
        ' ',
      ),
    proportionate: words('proporcional\\p{L}*'),
    none: words('ningún|ninguna|no'),
  },
  fr: {
    updated: /^Dernière mise à jour : (\d{1,2})(?:er)? (\p{L}+) (\d{4})$/mu,
    months:
      'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
        ' ',
      ),
    proportionate: words('proportionnel\\p{L}*|au prorata'),
    none: words('aucun|aucune|ne'),
  },
  it: {
    updated: /^Ultimo aggiornamento: (\d{1,2})°? (\p{L}+) (\d{4})$/mu,
    months:
      'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
        ' ',
      ),
    proportionate: words('proporzional\\p{L}*'),
    none: words('alcun|alcuna|nessun|nessuna|non'),
  },
  pt: {
    updated: /^Última atualização: (\d{1,2}) de (\p{L}+) de (\d{4})$/mu,
    months:
      'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro'.split(
        ' ',
      ),
    proportionate: words('proporciona\\p{L}*'),
    none: words('nenhum|nenhuma|não'),
  },
};

describe.each(SUPPORTED_LANGUAGES)('terms.%s.md', (language) => {
  const text = terms(language);
  const { updated, months, proportionate, none } = LANGUAGES[language];

  it('is the version a purchase records: its "Last updated" day is TERMS_VERSION', () => {
    const [, day = '', month = '', year = ''] = updated.exec(text) ?? [];
    const monthNumber = months.indexOf(month) + 1;
    expect(monthNumber, `month "${month}"`).toBeGreaterThan(0);
    const date = `${year}-${String(monthNumber).padStart(2, '0')}-${day.padStart(2, '0')}`;
    expect(date).toBe(TERMS_VERSION);
  });

  it('keeps no proportionate amount: a sentence naming one says there is none', () => {
    const sentences = text.split(/(?<=[.!?])\s+|\n+/);
    const naming = sentences.filter((sentence) => proportionate.test(sentence));
    expect(naming.length).toBeGreaterThan(0);
    for (const sentence of naming) expect(sentence).toMatch(none);
  });

  it('names the withdrawal function at /withdraw and the e-book’s waiver in §7', () => {
    const section = /^## 7\. [\s\S]*?(?=^## 8\. )/m.exec(text)?.[0] ?? '';
    expect(section).toMatch(/\]\(\/withdraw\)/);
    expect(section).toMatch(/e-book/i);
    expect(section).toMatch(/\]\(\/refund-policy\)/);
    const points = [...section.matchAll(/^7\.(\d+) /gm)].map((match) => Number(match[1]));
    expect(points).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('the terms name the withdrawal function as every page does', () => {
  const footerLabel = (language: Language): string => {
    const catalogue = JSON.parse(
      readFileSync(
        resolve(LEGAL_DIR, `../../onboarding/locales/${language}/translation.json`),
        'utf8',
      ),
    ) as { withdraw: { footerLink: string } };
    return catalogue.withdraw.footerLink;
  };

  it.each(SUPPORTED_LANGUAGES)(
    "%s: §7 links /withdraw under the footer link's words",
    (language) => {
      const link = /\[[«„“"« ]*([^\]]+?)[»“"» ]*\]\(\/withdraw\)/u.exec(terms(language));
      expect(link?.[1]?.trim()).toBe(footerLabel(language));
    },
  );
});
