import { describe, expect, it } from 'vitest';
import { flat, visible } from '../../testing/mail-reading';
import { SUPPORTED_LANGUAGES } from '../../contract/languages';
import type { CancellationMailContract, CancellationMailData } from './cancellation-mail';
import { cancellationMail } from './cancellation-mail';
import { CANCELLATION_MAIL_TEXTS } from './cancellation-mail.texts';
import { formatCalendarDay, formatDate } from '../mail/mail-dates';

const STRIPE: CancellationMailContract = {
  provider: 'stripe',
  id: 'sub_123',
  plan: 'Fastwell Premium · 3 months',
  endsAt: '2026-12-27T09:15:00.000Z',
  outcome: 'canceled',
  restoreUrl: 'https://fastwell.app/cancel/restore?token=abc.def&lang=de',
  restoreUntil: '2026-12-27T09:15:00.000Z',
};
const PAYPAL: CancellationMailContract = {
  provider: 'paypal',
  id: 'I-PAYPAL42',
  plan: 'Fastwell Premium · 1 month',
  endsAt: '2026-12-10T23:30:00.000Z',
  outcome: 'canceled',
};

const data = (overrides: Partial<CancellationMailData> = {}): CancellationMailData => ({
  language: 'de',
  receivedAt: '2026-11-27T03:56:12.000Z',
  cancellationId: 'c_7f3a',
  name: 'Jürgen Müller',
  email: 'juergen@example.com',
  kind: 'ordinary',
  contracts: [STRIPE],
  ...overrides,
});

describe('cancellationMail', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'renders in %s: subject, lang, receipt, contract and link',
    (language) => {
      const t = CANCELLATION_MAIL_TEXTS[language];
      const mail = cancellationMail(data({ language }));
      expect(mail.subject).toBe(t.subject);
      expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
      expect(mail.html).toContain(`<h1 style="`);
      for (const part of [mail.text, visible(mail.html)]) {
        const body = flat(part);
        expect(body).toContain(t.labels.receivedAt);
        expect(body).toContain('Jürgen Müller');
        expect(body).toContain('juergen@example.com');
        expect(body).toContain('c_7f3a');
        expect(body).toContain('Fastwell Premium · 3 months');
        expect(body).toContain('sub_123');
        expect(body).toContain(t.restoreLink);
        expect(body).toContain(t.canceled(null).slice(0, 12));
        expect(body).toContain('2026'); // dates are written out
      }
      expect(mail.text).toContain(STRIPE.restoreUrl);
      expect(mail.html).toContain(`href="${STRIPE.restoreUrl?.replace(/&/g, '&amp;')}"`);
    },
  );

  it('is German as the law names it, in the Sie form', () => {
    const mail = cancellationMail(data());
    expect(mail.subject).toBe('Kündigungsbestätigung');
    const body = flat(mail.text);
    expect(body).toContain('Kündigungsbestätigung ===================== Guten Tag, wir haben');
    expect(body).toContain('Sie haben geschrieben:');
    expect(body).toContain('> Name: Jürgen Müller');
    expect(body).toContain('Eingang Ihrer Kündigung: 27. November 2026 um 04:56:12 MEZ');
    expect(body).toContain('Vertragsende: 27. Dezember 2026');
    expect(body).toContain('Ihr Vertrag ist gekündigt und endet am 27. Dezember 2026.');
    expect(body).toContain('Das war ich nicht – Abo wiederherstellen:');
    expect(body).toContain('gültig bis 27. Dezember 2026 um 10:15:00 MEZ');
    expect(body).toContain('Gewünschtes Vertragsende: Zum nächstmöglichen Zeitpunkt');
    expect(body).not.toMatch(/\b(du|dein|deine)\b/i);
  });

  it('escapes every value the visitor typed in the HTML, and keeps it as typed in the text', () => {
    const hostile = '<script>alert("x")</script> & \'quote\'';
    const mail = cancellationMail(
      data({
        name: hostile,
        email: 'a"b@example.com',
        reference: '<img src=x onerror=alert(1)>',
        kind: 'extraordinary',
        reason: 'Umzug ins Ausland\n<b>fett</b>',
        contracts: [{ ...STRIPE, plan: '<i>Plan</i>', id: 'sub_"1"' }],
      }),
    );
    expect(mail.html).not.toMatch(/<script|<img|<b>|<i>|onerror=alert\(1\)>/);
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quote&#39;',
    );
    expect(mail.html).toContain('a&quot;b@example.com');
    expect(mail.html).toContain('sub_&quot;1&quot;');
    expect(mail.text).toContain(hostile);
    expect(mail.text).toContain('> Grund: Umzug ins Ausland\n>   <b>fett</b>');
  });

  const PHISHING = 'Your account is locked, verify at https://evil.example/login';

  it.each(SUPPORTED_LANGUAGES)(
    'opens in %s with our fixed text; what was typed follows only in its labelled block',
    (language) => {
      const t = CANCELLATION_MAIL_TEXTS[language];
      const mail = cancellationMail(
        data({ language, name: PHISHING, reference: 'www.evil.example', reason: PHISHING }),
      );
      const [title, , , greeting, , intro] = mail.text.split('\n');
      expect([title, greeting, intro]).toEqual([t.subject, t.greeting, t.intro]);
      for (const body of [flat(mail.text), visible(mail.html)]) {
        const typedAt = body.indexOf(t.youWrote);
        expect(typedAt).toBeGreaterThan(body.indexOf(t.restoreLink));
        expect(body.indexOf('Your account is locked')).toBeGreaterThan(typedAt);
        expect(body).toContain('https[:]//evil[.]example/login');
        expect(body).toContain('www[.]evil[.]example');
        expect(body).not.toMatch(/evil\.example|https:\/\/evil/);
      }
      // The one link of the mail is ours.
      expect([...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual([
        STRIPE.restoreUrl?.replace(/&/g, '&amp;'),
      ]);
    },
  );

  it('drops invisible characters and caps what was typed at the form limits', () => {
    const mail = cancellationMail(
      data({
        language: 'en',
        name: `Erika\u202Egnp.exe\u200B Mustermann\u0007${'x'.repeat(300)}`,
        reason: `line 1\r\n\r\n\r\n\r\nline 2${'y'.repeat(3000)}`,
      }),
    );
    for (const invisible of ['\u202E', '\u200B', '\u0007', '\r'])
      expect(mail.text).not.toContain(invisible);
    expect(mail.text).toContain('> Name: Erikagnp[.]exe Mustermann');
    expect(mail.text).toContain('> Reason: line 1\n>   \n>   line 2');
    const name = /> Name: (.*)/.exec(mail.text)?.[1] ?? '';
    expect(Array.from(name.replace('[.]', '.'))).toHaveLength(200);
    expect(name.endsWith('…')).toBe(true);
    expect(mail.text).not.toContain('y'.repeat(2000));
  });

  it.each<[string, Partial<CancellationMailData>, string[], string[]]>([
    [
      'canceled (Stripe): the end and the restore link with its expiry',
      {},
      [
        'endet am 27. Dezember 2026',
        'Das war ich nicht – Abo wiederherstellen',
        'gültig bis 27. Dezember 2026',
      ],
      ['PayPal', 'bereits gekündigt', 'keinen aktiven Vertrag', 'außerordentlich'],
    ],
    [
      'PayPal: final, premium until the end, how to subscribe again, no restore link',
      { contracts: [PAYPAL] },
      [
        'Bezahlt über: PayPal',
        'Kündigungen bei PayPal sind endgültig und lassen sich nicht rückgängig machen.',
        'Ihr Premium-Zugang bleibt bis zum 11. Dezember 2026 bestehen.',
        'schließen Sie ein neues Abo ab',
      ],
      ['Abo wiederherstellen', 'gültig bis'],
    ],
    [
      'already canceled: said so, with its end',
      {
        contracts: [
          {
            ...STRIPE,
            outcome: 'already-canceled',
            restoreUrl: undefined,
            restoreUntil: undefined,
          },
        ],
      },
      ['Dieser Vertrag war bereits gekündigt und endet am 27. Dezember 2026.'],
      ['Ihr Vertrag ist gekündigt', 'Abo wiederherstellen'],
    ],
    [
      'no contract: nothing found, nothing charged or changed, how to reach support',
      { contracts: [], reference: 'ORDER-9' },
      [
        'Unter der Adresse juergen@example.com haben wir keinen aktiven Vertrag gefunden.',
        'Es wurde nichts abgebucht und nichts geändert.',
        'antworten Sie bitte auf diese E-Mail oder wenden Sie sich an unseren Support',
        'Vorgangsnummer: c_7f3a.',
        'Ihre Referenz: ORDER-9',
      ],
      ['Abo-Nummer:', 'Ihr Vertrag ist', 'Abo wiederherstellen'],
    ],
    [
      'extraordinary: reviewed, the ordinary end at the latest',
      { kind: 'extraordinary', reason: 'Umzug', endDate: '2026-12-01' },
      [
        'Art der Kündigung: Außerordentliche Kündigung (aus wichtigem Grund)',
        'Grund: Umzug',
        'Gewünschtes Vertragsende: 1. Dezember 2026',
        'Wir prüfen den von Ihnen genannten Grund',
        'Spätestens endet Ihr Vertrag zum oben genannten ordentlichen Vertragsende.',
      ],
      [],
    ],
    [
      "scheduled (a wish in a later period): that period's end, why, and the link until then",
      {
        endDate: '2027-02-15',
        contracts: [
          {
            ...STRIPE,
            outcome: 'scheduled',
            endsAt: '2027-03-27T09:15:00.000Z',
            restoreUntil: '2027-03-27T09:15:00.000Z',
          },
        ],
      },
      [
        'Gewünschtes Vertragsende: 15. Februar 2027',
        'Ihr Vertrag ist zu Ihrem Wunschtermin gekündigt.',
        'es endet daher am 27. März 2027, zum Ende des Abrechnungszeitraums, in den der 15. Februar 2027 fällt.',
        'Bis dahin verlängert es sich wie gewohnt',
        'gültig bis 27. März 2027',
      ],
      ['Ihr Vertrag ist gekündigt und endet'],
    ],
    [
      'scheduled PayPal: the link until the given time, no "final" paragraph',
      {
        endDate: '2027-01-20',
        contracts: [
          {
            ...PAYPAL,
            outcome: 'scheduled',
            endsAt: '2027-02-10T23:30:00.000Z',
            restoreUrl: 'https://fastwell.app/cancel/restore?token=p.q',
            restoreUntil: '2027-01-10T23:30:00.000Z',
          },
        ],
      },
      [
        'es endet daher am 11. Februar 2027',
        'in den der 20. Januar 2027 fällt',
        'Das war ich nicht – Abo wiederherstellen',
        'gültig bis 11. Januar 2027',
      ],
      ['Kündigungen bei PayPal sind endgültig'],
    ],
    [
      'PayPal held until its end: paused at PayPal meanwhile, the link until the end',
      {
        contracts: [
          {
            ...PAYPAL,
            restoreUrl: 'https://fastwell.app/cancel/restore?token=h.k',
            restoreUntil: PAYPAL.endsAt ?? undefined,
          },
        ],
      },
      [
        'Ihr Vertrag ist gekündigt und endet am 11. Dezember 2026.',
        'Bei PayPal wird Ihr Abo bis dahin als pausiert angezeigt: Es wird nichts mehr abgebucht. Am 11. Dezember 2026 beenden wir es bei PayPal endgültig.',
        'Das war ich nicht – Abo wiederherstellen',
        'gültig bis 11. Dezember 2026',
      ],
      ['Kündigungen bei PayPal sind endgültig'],
    ],
    [
      'an unknown end: the end of the paid period',
      { contracts: [{ ...STRIPE, endsAt: null, restoreUntil: undefined }] },
      ['Vertragsende: Zum Ende des bezahlten Zeitraums', 'gültig bis zum Vertragsende'],
      ['endet am'],
    ],
  ])('%s', (_case, overrides, present, absent) => {
    const mail = cancellationMail(data(overrides));
    for (const body of [flat(mail.text), visible(mail.html)]) {
      for (const text of present) expect(body).toContain(text);
      for (const text of absent) expect(body).not.toContain(text);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('explains a scheduled end in %s with both dates', (language) => {
    const mail = cancellationMail(
      data({
        language,
        endDate: '2027-02-15',
        contracts: [{ ...STRIPE, outcome: 'scheduled', endsAt: '2027-03-27T09:15:00.000Z' }],
      }),
    );
    const t = CANCELLATION_MAIL_TEXTS[language];
    const end = formatDate(language, '2027-03-27T09:15:00.000Z');
    const wished = formatCalendarDay(language, '2027-02-15');
    for (const body of [flat(mail.text), visible(mail.html)]) {
      expect(body).toContain(t.scheduled(end, wished));
      expect(body).not.toContain(t.canceled(end));
    }
  });

  it('lists two contracts under one heading', () => {
    const mail = cancellationMail(data({ language: 'en', contracts: [STRIPE, PAYPAL] }));
    expect(mail.text).toContain('Your contracts\n--------------');
    expect(flat(mail.text)).toContain('Subscription ID: sub_123');
    expect(flat(mail.text)).toContain('Subscription ID: I-PAYPAL42');
    expect(flat(mail.text)).toContain('Cancellations at PayPal are final and cannot be undone.');
  });
});

describe('cancellationMail: times in Europe/Berlin across daylight saving time', () => {
  it.each<[string, string, string]>([
    ['winter (CET, UTC+1)', '2026-01-15T12:00:00Z', '15. Januar 2026 um 13:00:00 MEZ'],
    ['summer (CEST, UTC+2)', '2026-07-15T12:00:00Z', '15. Juli 2026 um 14:00:00 MESZ'],
    [
      'the last second before the switch to summer',
      '2026-03-29T00:59:59Z',
      '29. März 2026 um 01:59:59 MEZ',
    ],
    ['the first second of summer time', '2026-03-29T01:00:00Z', '29. März 2026 um 03:00:00 MESZ'],
    ['the last second of summer time', '2026-10-25T00:59:59Z', '25. Oktober 2026 um 02:59:59 MESZ'],
    [
      'the repeated hour, now in winter time',
      '2026-10-25T01:00:00Z',
      '25. Oktober 2026 um 02:00:00 MEZ',
    ],
    [
      'late evening UTC is the next day in Berlin',
      '2026-12-31T23:30:00Z',
      '1. Januar 2027 um 00:30:00 MEZ',
    ],
  ])('receipt in %s', (_case, receivedAt, expected) => {
    expect(flat(cancellationMail(data({ receivedAt })).text)).toContain(
      `Eingang Ihrer Kündigung: ${expected}`,
    );
  });

  it.each<[string, string, string]>([
    ['en', '2026-07-15T12:00:00Z', '15 July 2026 at 14:00:00 CEST'],
    ['fr', '2026-01-15T12:00:00Z', '15 janvier 2026 à 13:00:00 UTC+1'],
    ['es', '2026-07-15T12:00:00Z', '15 de julio de 2026'],
    ['it', '2026-07-15T12:00:00Z', '15 luglio 2026'],
    ['pt', '2026-07-15T12:00:00Z', '15 de julho de 2026'],
  ])('receipt in %s shows the zone: %s', (language, receivedAt, expected) => {
    const mail = cancellationMail(
      data({ language: language as CancellationMailData['language'], receivedAt }),
    );
    expect(flat(mail.text)).toContain(expected);
    expect(flat(mail.text)).toMatch(/14:00:00 CEST|13:00:00 UTC\+1/);
  });

  it('takes the contract end as the Berlin calendar day', () => {
    const mail = cancellationMail(
      data({ contracts: [{ ...PAYPAL, endsAt: '2026-06-30T22:30:00Z' }] }),
    );
    expect(flat(mail.text)).toContain('Vertragsende: 1. Juli 2026');
  });
});
