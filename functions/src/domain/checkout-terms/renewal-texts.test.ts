import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../contract/languages';
import { RENEWAL_SENTENCES, type RenewalWords } from './renewal-texts';

/** The web's payment.terms.* strings (the payment sheet), read as the files the browser loads. */
function webTerms(language: string): Record<string, string> {
  const path = join(
    __dirname,
    `../../../../web/public/onboarding/locales/${language}/translation.json`,
  );
  const file = JSON.parse(readFileSync(path, 'utf8')) as {
    payment: { terms: Record<string, string> };
  };
  return file.payment.terms;
}

const words: RenewalWords = { days: 7, intro: '[intro]', price: '[price]', count: 3 };
const filled = (template: string | undefined, count: number) =>
  (template ?? '')
    .replaceAll('{{days}}', String(words.days))
    .replaceAll('{{intro}}', words.intro)
    .replaceAll('{{price}}', words.price)
    .replaceAll('{{count}}', String(count));

describe("the hosted Checkout's renewal sentences say what the payment sheet says", () => {
  it.each(SUPPORTED_LANGUAGES)('%s', (language) => {
    const web = webTerms(language);
    const server = RENEWAL_SENTENCES[language];
    expect(server.trial(words)).toBe(filled(web.trial, 1));
    expect(server.introOne({ ...words, count: 1 })).toBe(filled(web.intro_one, 1));
    expect(server.introOther(words)).toBe(filled(web.intro_other, 3));
    expect(server.regularOne({ ...words, count: 1 })).toBe(filled(web.regular_one, 1));
    expect(server.regularOther(words)).toBe(filled(web.regular_other, 3));
  });
});
