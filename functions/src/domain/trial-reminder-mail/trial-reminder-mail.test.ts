import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../contract/languages';
import type { TrialReminderMailData } from './trial-reminder-mail';
import { trialReminderMail } from './trial-reminder-mail';
import { TRIAL_REMINDER_MAIL_TEXTS } from './trial-reminder-mail.texts';

const data = (overrides: Partial<TrialReminderMailData> = {}): TrialReminderMailData => ({
  language: 'en',
  provider: 'stripe',
  product: 'Fastwell Premium',
  trialEndsAt: '2026-12-08T10:00:00.000Z',
  price: { amount: 3999, currency: 'eur', interval: 'month', intervalCount: 1 },
  cancelUrl: 'https://fastwell.app/cancel',
  ...overrides,
});

describe('trialReminderMail', () => {
  it('names the date, the price that will be charged and the cancel link', () => {
    const mail = trialReminderMail(data());
    expect(mail.subject).toBe('Your Fastwell trial ends on 8 December 2026');
    expect(mail.text).toContain('continues at €39.99 per month');
    expect(mail.text).toContain('cancel before 8 December 2026');
    expect(mail.text).toContain('Cancel here:\nhttps://fastwell.app/cancel');
    expect(mail.html).toContain('href="https://fastwell.app/cancel"');
  });

  it('a three-month plan bought with PayPal', () => {
    const mail = trialReminderMail(
      data({
        language: 'de',
        provider: 'paypal',
        price: { amount: 5999, currency: 'eur', interval: 'month', intervalCount: 3 },
      }),
    );
    expect(mail.subject).toBe('Ihr Fastwell-Testzeitraum endet am 8. Dezember 2026');
    expect(mail.text).toContain('PayPal');
    expect(mail.text).toMatch(/59,99\s€ alle 3 Monate/);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: written in the language', (language) => {
    const mail = trialReminderMail(data({ language }));
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.text).toContain(TRIAL_REMINDER_MAIL_TEXTS[language].greeting);
    if (language !== 'en')
      expect(TRIAL_REMINDER_MAIL_TEXTS[language].keep).not.toBe(TRIAL_REMINDER_MAIL_TEXTS.en.keep);
  });
});
