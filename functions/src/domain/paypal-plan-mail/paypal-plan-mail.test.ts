import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../contract/languages';
import type { PayPalPlanMailData } from './paypal-plan-mail';
import { payPalPlanMail } from './paypal-plan-mail';
import { PAYPAL_PLAN_MAIL_TEXTS } from './paypal-plan-mail.texts';

const consentUrl = 'https://fastwell.app/paypal-plan?token=signed';
const subscribeUrl = 'https://fastwell.app/';

const data = (overrides: Partial<PayPalPlanMailData> = {}): PayPalPlanMailData => ({
  language: 'en',
  kind: 'request',
  price: { amount: 1499, currency: 'eur', months: 1 },
  firstChargeAt: '2026-12-08T10:00:00.000Z',
  link: consentUrl,
  ...overrides,
});

describe('payPalPlanMail', () => {
  it('the request names the kept plan’s price, the date and the consent link', () => {
    const mail = payPalPlanMail(data());
    expect(mail.subject).toBe('Keep your Fastwell plan: please confirm at PayPal');
    expect(mail.text).toContain('€14.99 per month');
    expect(mail.text).toContain('from 8 December 2026 PayPal will then charge €14.99 per month');
    expect(mail.text).toContain('If you do not confirm it by 8 December 2026');
    expect(mail.text).toContain(`Confirm at PayPal:\n${consentUrl}`);
    expect(mail.html).toContain(`href="${consentUrl}"`);
  });

  it('a three-month plan, in German', () => {
    const mail = payPalPlanMail(
      data({ language: 'de', price: { amount: 5999, currency: 'eur', months: 3 } }),
    );
    expect(mail.subject).toBe('Fastwell-Tarif behalten: Bitte bei PayPal bestätigen');
    expect(mail.text).toMatch(/59,99\s€ alle 3 Monate/);
    expect(mail.text).toContain('ab dem 8. Dezember 2026');
  });

  it('the reminder names the deadline in its subject and still carries the consent link', () => {
    const mail = payPalPlanMail(data({ kind: 'reminder' }));
    expect(mail.subject).toBe('Reminder: confirm your Fastwell plan at PayPal by 8 December 2026');
    expect(mail.text).toContain('your subscription ends on 8 December 2026');
    expect(mail.text).toContain(`Confirm at PayPal:\n${consentUrl}`);
  });

  it('the end links to subscribing again and no longer asks for consent', () => {
    const mail = payPalPlanMail(data({ kind: 'ended', link: subscribeUrl }));
    expect(mail.subject).toBe('Your Fastwell subscription has ended');
    expect(mail.text).toContain('your subscription ended on 8 December 2026');
    expect(mail.text).toContain(`Subscribe again:\n${subscribeUrl}`);
    expect(mail.html).toContain(`href="${subscribeUrl}"`);
    expect(mail.text).not.toContain('Confirm at PayPal');
    expect(mail.html).not.toContain('paypal-plan?token');
  });

  it('Italian elides the article before 8 and 11', () => {
    const mail = payPalPlanMail(data({ language: 'it', kind: 'reminder' }));
    expect(mail.subject).toBe(
      'Promemoria: confermi il Suo piano Fastwell su PayPal entro l’8 dicembre 2026',
    );
    expect(mail.text).toContain('a partire dall’8 dicembre 2026,');
  });

  it.each(SUPPORTED_LANGUAGES)('%s: written in the language', (language) => {
    const t = PAYPAL_PLAN_MAIL_TEXTS[language];
    const en = PAYPAL_PLAN_MAIL_TEXTS.en;
    for (const kind of ['request', 'reminder', 'ended'] as const) {
      const mail = payPalPlanMail(data({ language, kind }));
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.text).toContain(t.greeting);
      expect(mail.text).toContain(t.signature);
    }
    if (language !== 'en') {
      expect(t.request.intro).not.toBe(en.request.intro);
      expect(t.reminder.intro('x')).not.toBe(en.reminder.intro('x'));
      expect(t.consent('x', 'y')).not.toBe(en.consent('x', 'y'));
      expect(t.consentLink).not.toBe(en.consentLink);
      expect(t.ended.intro('x')).not.toBe(en.ended.intro('x'));
      expect(t.ended.again).not.toBe(en.ended.again);
      expect(t.signature).not.toBe(en.signature);
    }
  });
});
