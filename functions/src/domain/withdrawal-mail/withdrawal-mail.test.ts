import { describe, expect, it } from 'vitest';
import { flat, visible } from '../../testing/mail-reading';
import { SUPPORTED_LANGUAGES } from '../../contract/languages';
import { formatDate, formatDateTime } from '../mail/mail-dates';
import { formatMoney } from '../mail/mail-money';
import type {
  WithdrawalCarriedOutMailData,
  WithdrawalMailContract,
  WithdrawalReceivedMailData,
} from './withdrawal-mail';
import { withdrawalCarriedOutMail, withdrawalReceivedMail } from './withdrawal-mail';
import { WITHDRAWAL_MAIL_TEXTS } from './withdrawal-mail.texts';

const STOP_URL = 'https://fastwell.app/withdraw/stop?token=abc.def&lang=de';
const CANCEL_URL = 'https://fastwell.app/cancel?lang=de&from=mail';

const WITHDRAWN: WithdrawalMailContract = {
  kind: 'subscription',
  provider: 'stripe',
  reference: 'sub_123',
  product: 'Fastwell Premium · 3 months',
  concludedAt: '2026-11-20T09:15:00.000Z',
  outcome: 'withdrawn',
  paid: { amount: 2999, currency: 'eur' },
  periodEndsAt: '2026-12-04T09:15:00.000Z',
};
const PERIOD_ENDED: WithdrawalMailContract = {
  kind: 'subscription',
  provider: 'paypal',
  reference: 'I-PAYPAL42',
  product: 'Fastwell Premium · 1 month',
  concludedAt: '2026-10-01T09:15:00.000Z',
  outcome: 'period-ended',
  paid: { amount: 999, currency: 'eur' },
  periodEndsAt: '2026-10-15T09:15:00.000Z',
};
const WAIVED: WithdrawalMailContract = {
  kind: 'ebook',
  provider: 'stripe',
  reference: 'pi_ebook7',
  product: 'Fastwell E-Book',
  concludedAt: '2026-11-20T09:16:00.000Z',
  outcome: 'waived',
  paid: { amount: 499, currency: 'eur' },
  periodEndsAt: '2026-12-04T09:16:00.000Z',
};

const data = (overrides: Partial<WithdrawalReceivedMailData> = {}): WithdrawalReceivedMailData => ({
  language: 'de',
  receivedAt: '2026-11-27T03:56:12.000Z',
  withdrawalId: 'w_7f3a',
  name: 'Jürgen Müller',
  email: 'juergen@example.com',
  carriedOutAt: '2026-11-29T03:56:12.000Z',
  contracts: [WITHDRAWN],
  stopUrl: STOP_URL,
  cancelUrl: CANCEL_URL,
  ...overrides,
});

const REFUNDED: WithdrawalCarriedOutMailData['contracts'][number] = {
  kind: 'subscription',
  provider: 'stripe',
  reference: 'sub_123',
  product: 'Fastwell Premium · 3 months',
  refunded: { amount: 2999, currency: 'eur' },
};

const carriedOut = (
  overrides: Partial<WithdrawalCarriedOutMailData> = {},
): WithdrawalCarriedOutMailData => ({
  language: 'de',
  withdrawalId: 'w_7f3a',
  receivedAt: '2026-11-27T03:56:12.000Z',
  carriedOutAt: '2026-11-29T03:57:00.000Z',
  email: 'juergen@example.com',
  contracts: [REFUNDED],
  ...overrides,
});

const hrefs = (html: string): string[] =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
const attribute = (url: string): string => url.replace(/&/g, '&amp;');

describe('withdrawalReceivedMail', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'renders in %s: subject, lang, receipt with time, contract, refund and stop link',
    (language) => {
      const t = WITHDRAWAL_MAIL_TEXTS[language];
      const mail = withdrawalReceivedMail(data({ language }));
      expect(mail.subject).toBe(t.received.subject);
      expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
      const withdrawn = t.received.withdrawn({
        carriedOutAt: formatDateTime(language, '2026-11-29T03:56:12.000Z'),
        amount: formatMoney(language, 2999, 'eur'),
        method: t.paymentMethods.stripe,
        refundBy: formatDate(language, '2026-12-11T03:56:12.000Z'),
        days: 14,
      });
      for (const part of [mail.text, visible(mail.html)]) {
        const body = flat(part);
        expect(body).toContain(
          `${t.labels.receivedAt}: ${flat(formatDateTime(language, '2026-11-27T03:56:12.000Z'))}`,
        );
        expect(body).toMatch(/04:56:12 (MEZ|CET|UTC\+1)/);
        expect(body).toContain(`${t.labels.withdrawalId}: w_7f3a`);
        expect(body).toContain(`${t.labels.email}: juergen@example.com`);
        expect(body).toContain(`${t.contractLabels.product}: Fastwell Premium · 3 months`);
        expect(body).toContain(`${t.contractLabels.reference}: sub_123`);
        expect(body).toContain(`${t.contractLabels.provider}: Stripe`);
        expect(body).toContain(
          `${t.contractLabels.periodEndsAt}: ${flat(formatDate(language, WITHDRAWN.periodEndsAt))}`,
        );
        expect(body).toContain(flat(withdrawn));
        expect(body).toContain(t.received.stopLink);
        expect(body).toContain('Jürgen Müller');
        expect(body).not.toContain(t.received.cancelLink);
      }
      expect(mail.text).toContain(STOP_URL);
      expect(hrefs(mail.html)).toEqual([attribute(STOP_URL)]);
    },
  );

  it('is German as the law names it, in the Sie form', () => {
    const mail = withdrawalReceivedMail(data({ reference: 'ORDER-9' }));
    expect(mail.subject).toBe('Eingangsbestätigung Ihres Widerrufs');
    const body = flat(mail.text);
    expect(body).toContain(
      'Eingangsbestätigung Ihres Widerrufs =================================== Guten Tag, wir haben Ihren Widerruf erhalten.',
    );
    expect(body).toContain('Eingang Ihres Widerrufs: 27. November 2026 um 04:56:12 MEZ');
    expect(body).toContain('Widerrufsnummer: w_7f3a');
    expect(body).toContain('E-Mail-Adresse: juergen@example.com');
    expect(body).toContain('Vertrag: Fastwell Premium · 3 months');
    expect(body).toContain('Bestell- oder Abo-Nummer: sub_123');
    expect(body).toContain('Bezahlt über: Stripe');
    expect(body).toContain('Geschlossen am: 20. November 2026 um 10:15:00 MEZ');
    expect(body).toContain('Ende der Widerrufsfrist: 4. Dezember 2026');
    expect(body).toContain(
      'Diesen Vertrag haben Sie fristgerecht widerrufen. Er endet am 29. November 2026 um 04:56:12 MEZ; bis dahin behalten Sie Ihren Zugang. Dann erstatten wir Ihnen 29,99 € auf das Zahlungsmittel, mit dem Sie bezahlt haben (Karte, Apple Pay oder Google Pay), spätestens bis zum 11. Dezember 2026 (14 Tage nach Eingang Ihres Widerrufs). Es wird nichts mehr abgebucht.',
    );
    expect(body).toContain(
      'Sie haben diesen Widerruf nicht abgeschickt? Dann stoppen Sie ihn hier vor dem 29. November 2026 um 04:56:12 MEZ; Ihre Verträge laufen dann unverändert weiter:',
    );
    expect(body).toContain(`Das war ich nicht – Widerruf stoppen: ${STOP_URL}`);
    expect(body).toContain('Sie haben geschrieben:');
    expect(body).toContain('> Name: Jürgen Müller');
    expect(body).toContain('> Ihre Referenz: ORDER-9');
    expect(body).toContain('Bitte bewahren Sie diese E-Mail als Nachweis Ihres Widerrufs auf.');
    expect(body).toMatch(/Mit freundlichen Grüßen Ihr Fastwell-Team\s*$/);
    expect(body).not.toMatch(/\b(du|dich|dir|dein|deine|deinen|deinem|deiner)\b/i);
  });

  it('says no German text in the du form, whatever the outcome', () => {
    const mail = withdrawalReceivedMail(
      data({
        contracts: [
          WITHDRAWN,
          PERIOD_ENDED,
          WAIVED,
          { ...WITHDRAWN, paid: { amount: 0, currency: 'eur' } },
        ],
      }),
    );
    const none = withdrawalReceivedMail(data({ contracts: [], stopUrl: undefined }));
    const done = withdrawalCarriedOutMail(carriedOut());
    for (const body of [mail.text, none.text, done.text])
      expect(body).not.toMatch(/\b(du|dich|dir|dein|deine|deinen|deinem|deiner)\b/i);
  });

  /** A whole word, letters of any script counting as word characters. */
  const words = (list: string): RegExp => new RegExp(`(?<!\\p{L})(${list})(?!\\p{L})`, 'iu');

  it.each<[string, RegExp]>([
    ['en', words('mate|hey')],
    ['es', words('tú|tu|tus|te|ti|contigo')],
    ['fr', words('tu|ton|ta|tes|toi')],
    ['it', words('tu|tuo|tua|tuoi|tue|ti')],
    ['pt', words('tu|teu|tua|teus|tuas|te')],
  ])('addresses the reader formally in %s', (language, familiar) => {
    const mails = [
      withdrawalReceivedMail(
        data({
          language: language as WithdrawalReceivedMailData['language'],
          contracts: [WITHDRAWN, PERIOD_ENDED, WAIVED, { ...WAIVED, outcome: 'period-ended' }],
        }),
      ),
      withdrawalReceivedMail(
        data({
          language: language as WithdrawalReceivedMailData['language'],
          contracts: [],
          stopUrl: undefined,
        }),
      ),
      withdrawalCarriedOutMail(
        carriedOut({ language: language as WithdrawalCarriedOutMailData['language'] }),
      ),
    ];
    for (const mail of mails) expect(mail.text.replace(/Jürgen Müller/g, '')).not.toMatch(familiar);
  });

  it('escapes every value the visitor typed in the HTML, and keeps it as typed in the text', () => {
    const hostile = '<script>alert("x")</script> & \'quote\'';
    const mail = withdrawalReceivedMail(
      data({
        name: hostile,
        email: 'a"b@example.com',
        reference: '<img src=x onerror=alert(1)>',
        contracts: [{ ...WITHDRAWN, product: '<i>Plan</i>', reference: 'sub_"1"' }],
      }),
    );
    expect(mail.html).not.toMatch(/<script|<img|<i>|onerror=alert\(1\)>/);
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quote&#39;',
    );
    expect(mail.html).toContain('a&quot;b@example.com');
    expect(mail.html).toContain('sub_&quot;1&quot;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain(`> Name: ${hostile}`);
    expect(hrefs(mail.html)).toEqual([attribute(STOP_URL)]);
  });

  const PHISHING = 'Your account is locked, verify at https://evil.example/login';

  it.each(SUPPORTED_LANGUAGES)(
    'opens in %s with our fixed text; what was typed follows only in its labelled block',
    (language) => {
      const t = WITHDRAWAL_MAIL_TEXTS[language];
      const mail = withdrawalReceivedMail(
        data({
          language,
          name: PHISHING,
          reference: 'www.evil.example',
          contracts: [WITHDRAWN, PERIOD_ENDED],
        }),
      );
      const [title, , , greeting, , intro] = mail.text.split('\n');
      expect([title, greeting, intro]).toEqual([t.received.subject, t.greeting, t.received.intro]);
      for (const body of [flat(mail.text), visible(mail.html)]) {
        const typedAt = body.indexOf(t.received.youWrote);
        expect(typedAt).toBeGreaterThan(body.indexOf(t.received.stopLink));
        expect(typedAt).toBeGreaterThan(body.indexOf(t.received.cancelLink));
        expect(body.indexOf('Your account is locked')).toBeGreaterThan(typedAt);
        expect(body.indexOf('www[.]evil[.]example')).toBeGreaterThan(typedAt);
        expect(body).toContain('https[:]//evil[.]example/login');
        expect(body).not.toMatch(/evil\.example|https:\/\/evil/);
        expect(body.indexOf(t.received.keep)).toBeGreaterThan(typedAt);
      }
      // The mail's only links are ours: the cancellation function, then the stop link.
      expect(hrefs(mail.html)).toEqual([attribute(CANCEL_URL), attribute(STOP_URL)]);
    },
  );

  it('drops invisible characters and caps what was typed at the form limits', () => {
    const mail = withdrawalReceivedMail(
      data({
        language: 'en',
        name: `Erika\u202Egnp.exe\u200B Mustermann\u0007${'x'.repeat(300)}`,
        reference: `ORD\u200B-\r\n9${'y'.repeat(300)}`,
      }),
    );
    for (const invisible of ['\u202E', '\u200B', '\u0007', '\r'])
      expect(mail.text).not.toContain(invisible);
    expect(mail.text).toContain('> Name: Erikagnp[.]exe Mustermann');
    const name = /> Name: (.*)/.exec(mail.text)?.[1] ?? '';
    expect(Array.from(name.replace('[.]', '.'))).toHaveLength(200);
    expect(name.endsWith('…')).toBe(true);
    const reference = /> Your reference: (.*)/.exec(mail.text)?.[1] ?? '';
    expect(reference.startsWith('ORD- 9yyy')).toBe(true);
    expect(Array.from(reference)).toHaveLength(100);
  });

  it.each<[string, Partial<WithdrawalReceivedMailData>, string[], string[], string[]]>([
    [
      'withdrawn: ends when carried out, access until then, the refund by its last day, the stop link',
      {},
      [
        'Er endet am 29. November 2026 um 04:56:12 MEZ; bis dahin behalten Sie Ihren Zugang.',
        'Dann erstatten wir Ihnen 29,99 €',
        '(Karte, Apple Pay oder Google Pay)',
        'spätestens bis zum 11. Dezember 2026 (14 Tage nach Eingang Ihres Widerrufs)',
        'Es wird nichts mehr abgebucht.',
        'Das war ich nicht – Widerruf stoppen',
      ],
      ['Verträge hier kündigen', 'abgelaufen', 'E-Book', 'keinen Vertrag gefunden'],
      [STOP_URL],
    ],
    [
      'withdrawn, paid by PayPal: the refund goes back to PayPal',
      {
        contracts: [
          {
            ...WITHDRAWN,
            provider: 'paypal',
            reference: 'I-NEW1',
            paid: { amount: 1499, currency: 'eur' },
          },
        ],
      },
      [
        'Bezahlt über: PayPal',
        'Dann erstatten wir Ihnen 14,99 € auf das Zahlungsmittel, mit dem Sie bezahlt haben (PayPal)',
      ],
      ['Karte, Apple Pay oder Google Pay'],
      [STOP_URL],
    ],
    [
      'withdrawn with nothing paid: ends, nothing to refund',
      { contracts: [{ ...WITHDRAWN, paid: { amount: 0, currency: 'eur' } }] },
      [
        'Er endet am 29. November 2026 um 04:56:12 MEZ; bis dahin behalten Sie Ihren Zugang.',
        'Sie haben dafür nichts bezahlt, daher gibt es nichts zu erstatten. Es wird nichts abgebucht.',
      ],
      ['erstatten wir Ihnen', '0,00 €'],
      [STOP_URL],
    ],
    [
      'period ended: when it ended, it continues, how to cancel (the cancellation link only)',
      { contracts: [PERIOD_ENDED], stopUrl: undefined },
      [
        'Ende der Widerrufsfrist: 15. Oktober 2026',
        'Die Widerrufsfrist dieses Vertrags ist am 15. Oktober 2026 abgelaufen. Er kann nicht mehr widerrufen werden und läuft weiter. Sie können ihn aber jederzeit zum Ende des bezahlten Zeitraums kündigen.',
        `Einen Vertrag, dessen Widerrufsfrist abgelaufen ist, können Sie hier kündigen: Verträge hier kündigen`,
      ],
      ['erstatten', 'Widerruf stoppen', 'fristgerecht widerrufen'],
      [CANCEL_URL],
    ],
    [
      'waived e-book: consent and acknowledgement, no withdrawal, no link',
      { contracts: [WAIVED], stopUrl: undefined },
      [
        'Vertrag: Fastwell E-Book',
        'Sie haben beim Kauf ausdrücklich zugestimmt, dass wir Ihnen dieses E-Book sofort liefern, und bestätigt, dass Sie damit Ihr Widerrufsrecht verlieren. Das E-Book kann daher nicht widerrufen werden; der Kauf bleibt bestehen.',
      ],
      ['erstatten', 'Widerruf stoppen', 'Verträge hier kündigen'],
      [],
    ],
    [
      'an e-book past its period: the purchase stands, nothing to cancel',
      {
        contracts: [{ ...WAIVED, outcome: 'period-ended', periodEndsAt: '2026-10-15T09:16:00Z' }],
        stopUrl: undefined,
      },
      [
        'Die Widerrufsfrist dieses Kaufs ist am 15. Oktober 2026 abgelaufen. Er kann nicht mehr widerrufen werden und bleibt bestehen.',
      ],
      ['Verträge hier kündigen', 'läuft weiter'],
      [],
    ],
    [
      'no contract: none in the 14 days, nothing changed, what to do',
      { contracts: [], stopUrl: undefined, reference: 'ORDER-9' },
      [
        'Unter der Adresse juergen@example.com haben wir keinen Vertrag gefunden, der in den letzten 14 Tagen geschlossen wurde. Es wurde nichts geändert.',
        'Haben Sie den Vertrag mit einer anderen E-Mail-Adresse geschlossen? Dann antworten Sie bitte auf diese E-Mail und nennen Sie uns die Bestell- oder Abo-Nummer aus Ihrer Vertragsbestätigung und diese Widerrufsnummer: w_7f3a.',
        'Für die Frist zählt der oben bestätigte Eingang Ihres Widerrufs.',
        'Ihre Referenz: ORDER-9',
      ],
      ['Ihr Vertrag', 'Ihre Verträge', 'Widerruf stoppen', 'Verträge hier kündigen', 'erstatten'],
      [],
    ],
    [
      'all three under one heading: one cancellation link after them, then the stop link',
      { contracts: [WITHDRAWN, PERIOD_ENDED, WAIVED] },
      [
        'Bestell- oder Abo-Nummer: sub_123',
        'Bestell- oder Abo-Nummer: I-PAYPAL42',
        'Bestell- oder Abo-Nummer: pi_ebook7',
        'der Kauf bleibt bestehen. Einen Vertrag, dessen Widerrufsfrist abgelaufen ist, können Sie hier kündigen:',
      ],
      [],
      [CANCEL_URL, STOP_URL],
    ],
  ])('%s', (_case, overrides, present, absent, links) => {
    const mail = withdrawalReceivedMail(data(overrides));
    for (const body of [flat(mail.text), visible(mail.html)]) {
      for (const text of present) expect(body).toContain(text);
      for (const text of absent) expect(body).not.toContain(text);
    }
    expect(hrefs(mail.html)).toEqual(links.map(attribute));
  });

  it('lists several contracts under one heading', () => {
    const mail = withdrawalReceivedMail(data({ contracts: [WITHDRAWN, PERIOD_ENDED, WAIVED] }));
    expect(mail.text).toContain(
      'Ihre Verträge\n-------------\n\nVertrag: Fastwell Premium · 3 months',
    );
    expect(mail.text.match(/^Ihre Verträge$/gm)).toHaveLength(1);
  });

  it.each(SUPPORTED_LANGUAGES)('writes each outcome and the no-contract help in %s', (language) => {
    const t = WITHDRAWAL_MAIL_TEXTS[language];
    const mail = withdrawalReceivedMail(
      data({ language, contracts: [PERIOD_ENDED, WAIVED, { ...WAIVED, outcome: 'period-ended' }] }),
    );
    const end = formatDate(language, PERIOD_ENDED.periodEndsAt);
    const ebookEnd = formatDate(language, WAIVED.periodEndsAt);
    const none = withdrawalReceivedMail(data({ language, contracts: [], stopUrl: undefined }));
    for (const body of [flat(mail.text), visible(mail.html)]) {
      expect(body).toContain(flat(t.received.periodEnded(end)));
      expect(body).toContain(flat(t.received.purchaseStands(ebookEnd)));
      expect(body).toContain(flat(t.received.waived));
      expect(body).toContain(t.received.cancelLink);
      expect(body).toContain(t.contracts(3));
    }
    expect(flat(none.text)).toContain(flat(t.received.noContract('juergen@example.com', 14)));
    expect(flat(none.text)).toContain(flat(t.received.noContractHelp('w_7f3a')));
    expect(hrefs(none.html)).toEqual([]);
  });

  it.each(SUPPORTED_LANGUAGES)('names the directive’s own term in %s', (language) => {
    const term = {
      de: 'Widerruf',
      en: 'withdrawal',
      es: 'desistimiento',
      fr: 'rétractation',
      it: 'recesso',
      pt: 'livre resolução',
    }[language];
    const mail = withdrawalReceivedMail(data({ language }));
    expect(mail.subject.toLowerCase()).toContain(term.toLowerCase());
    expect(withdrawalCarriedOutMail(carriedOut({ language })).subject.toLowerCase()).toContain(
      term.toLowerCase(),
    );
  });

  it.each<[string, string, string, string]>([
    [
      'the refund’s last day is the Berlin calendar day 14 days after receipt',
      '2026-12-31T23:30:00Z',
      'Eingang Ihres Widerrufs: 1. Januar 2027 um 00:30:00 MEZ',
      'spätestens bis zum 15. Januar 2027',
    ],
    [
      'across the switch to summer time',
      '2026-03-20T12:00:00Z',
      'Eingang Ihres Widerrufs: 20. März 2026 um 13:00:00 MEZ',
      'spätestens bis zum 3. April 2026',
    ],
  ])('%s', (_case, receivedAt, receipt, refund) => {
    const body = flat(withdrawalReceivedMail(data({ receivedAt })).text);
    expect(body).toContain(receipt);
    expect(body).toContain(refund);
  });
});

describe('withdrawalCarriedOutMail', () => {
  it.each(SUPPORTED_LANGUAGES)('renders in %s: what ended and what was refunded', (language) => {
    const t = WITHDRAWAL_MAIL_TEXTS[language];
    const mail = withdrawalCarriedOutMail(carriedOut({ language }));
    expect(mail.subject).toBe(t.carriedOut.subject);
    expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
    const [title, , , greeting, , intro] = mail.text.split('\n');
    expect([title, greeting, intro]).toEqual([
      t.carriedOut.subject,
      t.greeting,
      t.carriedOut.intro,
    ]);
    const amount = formatMoney(language, 2999, 'eur');
    for (const body of [flat(mail.text), visible(mail.html)]) {
      expect(body).toContain(`${t.labels.withdrawalId}: w_7f3a`);
      expect(body).toContain(
        `${t.labels.carriedOutAt}: ${flat(formatDateTime(language, '2026-11-29T03:57:00.000Z'))}`,
      );
      expect(body).toContain(`${t.contractLabels.reference}: sub_123`);
      expect(body).toContain(`${t.contractLabels.refunded}: ${flat(amount)}`);
      expect(body).toContain(flat(t.carriedOut.refunded(amount, t.paymentMethods.stripe)));
      expect(body).toContain(t.carriedOut.refundTiming);
      expect(body).toContain(`${t.closing} ${t.signature}`);
    }
    expect(hrefs(mail.html)).toEqual([]);
  });

  it('is German in the Sie form', () => {
    const mail = withdrawalCarriedOutMail(
      carriedOut({
        contracts: [
          REFUNDED,
          {
            kind: 'upsell',
            provider: 'paypal',
            reference: 'PAY-UPSELL1',
            product: 'Fastwell Premium · 9 months',
            refunded: { amount: 123456, currency: 'eur' },
          },
        ],
      }),
    );
    expect(mail.subject).toBe('Ihr Widerruf ist ausgeführt');
    const body = flat(mail.text);
    expect(body).toContain(
      'Ihr Widerruf ist ausgeführt =========================== Guten Tag, wir haben Ihren Widerruf ausgeführt.',
    );
    expect(body).toContain('Eingang Ihres Widerrufs: 27. November 2026 um 04:56:12 MEZ');
    expect(body).toContain('Ausgeführt am: 29. November 2026 um 04:57:00 MEZ');
    expect(body).toContain('Ihre Verträge -------------');
    expect(body).toContain('Erstattet: 29,99 €');
    expect(body).toContain(
      'Dieser Vertrag ist beendet. Wir haben Ihnen 29,99 € auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben (Karte, Apple Pay oder Google Pay). Es wird nichts mehr abgebucht.',
    );
    expect(body).toContain('Erstattet: 1.234,56 €');
    expect(body).toContain(
      'Wir haben Ihnen 1.234,56 € auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben (PayPal).',
    );
    expect(body).toContain(
      'Je nach Bank oder Zahlungsanbieter kann es einige Tage dauern, bis die Gutschrift auf Ihrem Konto erscheint.',
    );
    expect(body).toMatch(/Mit freundlichen Grüßen Ihr Fastwell-Team\s*$/);
  });

  it('nothing paid: ended, nothing to refund, no word of a refund appearing', () => {
    const mail = withdrawalCarriedOutMail(
      carriedOut({
        contracts: [{ ...REFUNDED, refunded: { amount: 0, currency: 'eur' } }],
      }),
    );
    const body = flat(mail.text);
    expect(body).toContain(
      'Dieser Vertrag ist beendet. Sie hatten dafür nichts bezahlt, daher gab es nichts zu erstatten.',
    );
    expect(body).not.toContain('Gutschrift');
    expect(body).not.toContain('Wir haben Ihnen 0,00 €');
  });

  it('escapes every value in the HTML', () => {
    const mail = withdrawalCarriedOutMail(
      carriedOut({
        email: 'a"b@example.com',
        contracts: [{ ...REFUNDED, product: '<i>Plan</i>', reference: 'sub_"1"' }],
      }),
    );
    expect(mail.html).not.toContain('<i>');
    expect(mail.html).toContain('&lt;i&gt;Plan&lt;/i&gt;');
    expect(mail.html).toContain('sub_&quot;1&quot;');
    expect(mail.html).toContain('a&quot;b@example.com');
  });
});
