import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES as LANGUAGES } from '../../contract/languages';
import type { RenewalMailData } from './renewal-mail';
import { renewalMail } from './renewal-mail';
import { RENEWAL_MAIL_TEXTS } from './renewal-mail.texts';

const data = (overrides: Partial<RenewalMailData> = {}): RenewalMailData => ({
  language: 'en',
  kind: 'failed',
  product: 'Fastwell Premium',
  amount: { amount: 1499, currency: 'eur' },
  failedAt: '2026-12-01T09:00:00.000Z',
  graceUntil: '2026-12-04T09:00:00.000Z',
  nextAttemptAt: '2026-12-04T09:00:00.000Z',
  declineCode: 'generic_decline',
  now: '2026-12-01T09:00:05.000Z',
  actionUrl: 'https://fastwell.app/card-update?token=abc.def',
  ...overrides,
});

describe('renewalMail', () => {
  it('the first failure says what failed, until when premium continues, when it retries, and links the card update', () => {
    const mail = renewalMail(data());
    expect(mail.subject).toBe('Your Fastwell payment failed');
    expect(mail.text).toContain('(€14.99)');
    expect(mail.text).toContain('Your Premium access continues until 4 December 2026');
    expect(mail.text).toContain('We will try again on 4 December 2026');
    expect(mail.text).toContain('Update card:\nhttps://fastwell.app/card-update?token=abc.def');
    expect(mail.html).toContain('href="https://fastwell.app/card-update?token=abc.def"');
  });

  it('a hard decline asks for a new card at once and names no retry', () => {
    const mail = renewalMail(
      data({ kind: 'failed-hard', declineCode: 'expired_card', nextAttemptAt: null }),
    );
    expect(mail.subject).toBe('Please enter a new card for Fastwell');
    expect(mail.text).toContain('Your card has expired.');
    expect(mail.text).not.toContain('try again');
    expect(mail.text).toContain('Enter a new card:');
  });

  it('after the grace period the mail says premium is paused until the payment is made', () => {
    const mail = renewalMail(
      data({
        kind: 'last-retry',
        now: '2026-12-06T09:00:00.000Z',
        nextAttemptAt: '2026-12-08T09:00:00.000Z',
      }),
    );
    expect(mail.text).toContain('last attempt on 8 December 2026');
    expect(mail.text).toContain('Your Premium access is paused until the payment is made');
    expect(mail.text).not.toContain('Premium continues until:');
  });

  it('the end offers to start again', () => {
    const mail = renewalMail(
      data({ kind: 'ended', nextAttemptAt: null, actionUrl: 'https://fastwell.app/login' }),
    );
    expect(mail.subject).toBe('Your Fastwell subscription has ended');
    expect(mail.text).toContain('Start again:\nhttps://fastwell.app/login');
  });

  it('a PayPal failure points to PayPal, says when PayPal retries and until when premium continues', () => {
    const mail = renewalMail(
      data({ kind: 'paypal-failed', actionUrl: 'https://www.paypal.com/myaccount/autopay/' }),
    );
    expect(mail.subject).toBe('Your PayPal payment to Fastwell failed');
    expect(mail.text).toContain('PayPal will try again on 4 December 2026');
    expect(mail.text).toContain('Open PayPal:\nhttps://www.paypal.com/myaccount/autopay/');
    expect(mail.text).not.toContain('card-update');
  });

  it.each(LANGUAGES)('%s: every kind renders in the language, with its own subject', (language) => {
    const t = RENEWAL_MAIL_TEXTS[language];
    for (const kind of [
      'failed',
      'failed-hard',
      'authentication',
      'last-retry',
      'ended',
    ] as const) {
      const mail = renewalMail(data({ language, kind }));
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.text).toContain(t.greeting);
      expect(mail.subject.length).toBeGreaterThan(10);
    }
    if (language !== 'en') expect(t.failed.subject).not.toBe(RENEWAL_MAIL_TEXTS.en.failed.subject);
  });
});
