import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../contract/languages';
import { wellhubVerificationMail } from './wellhub-verification-mail';
import { WELLHUB_VERIFICATION_TEXTS } from './wellhub-verification-mail.texts';

const URL =
  'https://fastwell.app/wellhub/register?wellhubRegistrationId=reg-1&wellhubVerification=a.b';

describe('wellhubVerificationMail', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'renders in %s: subject, lang, the link and its expiry',
    (language) => {
      const t = WELLHUB_VERIFICATION_TEXTS[language];
      const mail = wellhubVerificationMail({
        language,
        url: URL,
        expiresAt: '2026-11-28T10:00:00Z',
      });
      expect(mail.subject).toBe(t.subject);
      expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
      expect(mail.text).toContain(`${t.button}:\n${URL}`);
      expect(mail.html).toContain(`href="${URL.replace(/&/g, '&amp;')}"`);
      expect(mail.text).toContain('2026');
      expect(mail.text).toContain(t.notYou);
    },
  );

  it('has the same parts in every language', () => {
    const shape = (language: (typeof SUPPORTED_LANGUAGES)[number]) =>
      Object.keys(WELLHUB_VERIFICATION_TEXTS[language]).sort();
    for (const language of SUPPORTED_LANGUAGES) expect(shape(language)).toEqual(shape('en'));
  });
});
