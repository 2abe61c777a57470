import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flat, visible } from '../../testing/mail-reading';
import { WITHDRAWAL_PERIOD_DAYS } from '../../contract/api/withdrawals';
import type { Language } from '../../contract/languages';
import { SUPPORTED_LANGUAGES } from '../../contract/languages';
import { TERMS_VERSION, WITHDRAWAL_INSTRUCTIONS_VERSION } from '../../contract/legal-versions';
import type { ContractMailData, RenewalInterval } from './contract-mail';
import { contractMail } from './contract-mail';
import { CONTRACT_MAIL_TEXTS } from './contract-mail.texts';
import { formatDate, formatDateTime } from '../mail/mail-dates';
import { formatMoney } from '../mail/mail-money';

/** The terms as the web serves them: the mail attaches the one in the buyer's language. */
const termsText = (language: Language): string =>
  readFileSync(join(__dirname, `../../../../web/public/assets/legal/terms.${language}.md`), 'utf8');

const CANCEL_URL = 'https://fastwell.app/cancel?lang=de&from=mail';
const WITHDRAW_URL = 'https://fastwell.app/withdraw?lang=de&ref=sub_1QxYz';

const data = (overrides: Partial<ContractMailData> = {}): ContractMailData => {
  const language = overrides.language ?? 'de';
  return {
    language,
    kind: 'subscription',
    reference: 'sub_1QxYz',
    concludedAt: '2026-11-27T03:56:12.000Z',
    email: 'erika@example.com',
    provider: 'stripe',
    product: 'Fastwell Premium · 3 months',
    chargedToday: { amount: 2999, currency: 'eur' },
    renewal: {
      amount: 3999,
      currency: 'eur',
      interval: 'month',
      intervalCount: 3,
      firstChargeAt: '2027-02-27T03:56:12.000Z',
    },
    cancelUrl: CANCEL_URL,
    withdrawUrl: WITHDRAW_URL,
    terms: { version: TERMS_VERSION, text: termsText(language) },
    ...overrides,
  };
};

const TRIAL: Partial<ContractMailData> = {
  chargedToday: { amount: 0, currency: 'eur' },
  trialEndsAt: '2026-12-04T03:56:12.000Z',
  renewal: {
    amount: 2999,
    currency: 'eur',
    interval: 'month',
    intervalCount: 1,
    firstChargeAt: '2026-12-04T03:56:12.000Z',
  },
};
const EBOOK: Partial<ContractMailData> = {
  kind: 'ebook',
  reference: 'pi_3Ebook42',
  product: 'Der Fasten-Guide',
  chargedToday: { amount: 999, currency: 'eur' },
  renewal: undefined,
  ebookWaiverAcceptedAt: '2026-11-27T03:56:10.000Z',
};

const bodies = (mail: { text: string; html: string }): string[] => [
  flat(mail.text),
  visible(mail.html),
];
const hrefs = (html: string): string[] =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
const amp = (url: string): string => url.replace(/&/g, '&amp;');

describe('contractMail', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'renders in %s: the contract, its amounts, both links, the instructions, the form, the terms',
    (language) => {
      const t = CONTRACT_MAIL_TEXTS[language];
      const mail = contractMail(data({ language }));
      expect(mail.subject).toBe(t.subject);
      expect(mail.html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}">`));
      const price = formatMoney(language, 3999, 'eur');
      for (const body of bodies(mail)) {
        for (const text of [
          t.subject,
          t.labels.reference,
          'sub_1QxYz',
          formatDateTime(language, '2026-11-27T03:56:12.000Z'),
          'erika@example.com',
          'Fastwell Premium · 3 months',
          t.paidVia.stripe,
          `${t.labels.chargedToday}: ${formatMoney(language, 2999, 'eur')}`,
          `${t.labels.renewalPrice}: ${t.renewalPrice(price, 'month', 3)}`,
          `${t.labels.firstRenewal}: ${formatDate(language, '2027-02-27T03:56:12.000Z')}`,
          t.term(t.duration('month', 3), false),
          'Fastwell GmbH',
          'Schönhauser Allee 112',
          '10439 Berlin',
          'Amtsgericht Charlottenburg, HRB 248391 B',
          'support@fastwell.app',
          t.termsVersion(TERMS_VERSION),
          t.instructionsVersion(WITHDRAWAL_INSTRUCTIONS_VERSION),
          t.cancelLink,
          t.withdrawLink,
          t.instructions.heading,
          t.instructions.right(WITHDRAWAL_PERIOD_DAYS),
          t.instructions.online(WITHDRAW_URL),
          t.instructions.refund(WITHDRAWAL_PERIOD_DAYS),
          t.instructions.nothingForTimeUsed,
          t.form.heading,
          t.form.declaration,
          ...t.form.fields,
          t.form.strike,
          t.keep,
          t.signature,
        ])
          expect(body).toContain(flat(text));
        expect(body).not.toContain(t.labels.trialEndsAt);
        expect(body).not.toContain(t.instructions.ebookExpiredTitle);
        // In this order: the contract, the links, the instructions, the form, keep it.
        const order = [
          t.labels.reference,
          t.cancelLink,
          t.withdrawLink,
          t.instructions.right(WITHDRAWAL_PERIOD_DAYS),
          t.form.intro,
          t.keep,
        ].map((text) => body.indexOf(flat(text)));
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
      // The two links of the mail are ours, and the only ones.
      expect(hrefs(mail.html)).toEqual([amp(CANCEL_URL), amp(WITHDRAW_URL)]);
      expect(mail.text).toContain(`${t.cancelLink}:\n${CANCEL_URL}\n`);
      expect(mail.text).toContain(`${t.withdrawLink}:\n${WITHDRAW_URL}\n`);
      // The terms in force travel with the mail, as they are.
      expect(mail.attachments).toHaveLength(1);
      const [attachment] = mail.attachments ?? [];
      expect(attachment?.filename).toMatch(
        new RegExp(`^fastwell-[a-z-]+-${TERMS_VERSION}\\.${language}\\.txt$`),
      );
      expect(attachment?.contentType).toBe('text/plain; charset=utf-8');
      expect(attachment?.content).toBe(termsText(language));
    },
  );

  it.each(SUPPORTED_LANGUAGES)('opens in %s with our fixed text', (language) => {
    const t = CONTRACT_MAIL_TEXTS[language];
    const [title, , , greeting, , intro] = contractMail(data({ language })).text.split('\n');
    expect([title, greeting, intro]).toEqual([t.subject, t.greeting, t.intro]);
  });

  it('is German as the law names it, in the Sie form', () => {
    const mail = contractMail(data());
    expect(mail.subject).toBe('Ihre Vertragsbestätigung – Fastwell');
    expect(mail.attachments?.[0]?.filename).toBe(
      `fastwell-nutzungsbedingungen-${TERMS_VERSION}.de.txt`,
    );
    for (const body of bodies(mail)) {
      for (const text of [
        'Guten Tag,',
        'vielen Dank für Ihren Kauf. Mit dieser E-Mail bestätigen wir Ihnen den Vertrag',
        'Vertragsreferenz: sub_1QxYz',
        'Vertragsschluss: 27. November 2026 um 04:56:12 MEZ',
        'Ihre E-Mail-Adresse: erika@example.com',
        'Art des Vertrags: Abonnement',
        'Gekauft: Fastwell Premium · 3 months',
        'Bezahlt über: Karte / Wallet (Stripe)',
        'Heute berechnet: 29,99 €',
        'Preis bei Verlängerung: 39,99 € alle 3 Monate',
        'Erste Verlängerung: 27. Februar 2027',
        'Laufzeit und Verlängerung: 3 Monate. Das Abonnement verlängert sich automatisch um jeweils dieselbe Laufzeit zum oben genannten Preis, bis Sie es kündigen. Sie können jederzeit zum Ende des bezahlten Zeitraums kündigen.',
        `Nutzungsbedingungen: Version ${TERMS_VERSION} (als Textdatei im Anhang dieser E-Mail)`,
        `Widerrufsbelehrung: Version ${WITHDRAWAL_INSTRUCTIONS_VERSION}`,
        'Verträge hier kündigen',
        'Vertrag widerrufen',
        'Widerrufsrecht Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt 14 Tage ab dem Tag des Vertragsabschlusses.',
        'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (Fastwell GmbH, Schönhauser Allee 112, 10439 Berlin, Deutschland, E-Mail: support@fastwell.app) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren.',
        'Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
        `Sie können Ihren Widerruf auch über die Widerrufsfunktion auf unserer Website erklären: ${WITHDRAW_URL}.`,
        'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
        'Folgen des Widerrufs Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen 14 Tagen ab dem Tag zurückzuzahlen',
        'in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
        'Auch wenn Sie Fastwell bis zu Ihrem Widerruf bereits genutzt haben, berechnen wir Ihnen für diese Zeit nichts.',
        '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
        '– An Fastwell GmbH, Schönhauser Allee 112, 10439 Berlin, Deutschland, E-Mail: support@fastwell.app –',
        '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
        '– Bestellt am (*)/erhalten am (*): ____',
        '– Name des/der Verbraucher(s): ____',
        '– Anschrift des/der Verbraucher(s): ____',
        '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier): ____',
        '– Datum: ____',
        '(*) Unzutreffendes streichen.',
        'Bitte bewahren Sie diese E-Mail mit ihrem Anhang auf',
        'Mit freundlichen Grüßen Ihr Fastwell-Team',
      ])
        expect(body).toContain(text);
      expect(body).not.toMatch(/\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i);
    }
  });

  it.each(SUPPORTED_LANGUAGES)('a trial in %s: its end, nothing charged today', (language) => {
    const t = CONTRACT_MAIL_TEXTS[language];
    const mail = contractMail(data({ language, ...TRIAL }));
    for (const body of bodies(mail)) {
      expect(body).toContain(flat(`${t.labels.chargedToday}: ${formatMoney(language, 0, 'eur')}`));
      expect(body).toContain(
        flat(`${t.labels.trialEndsAt}: ${formatDateTime(language, '2026-12-04T03:56:12.000Z')}`),
      );
      expect(body).toContain(
        flat(
          `${t.labels.renewalPrice}: ${t.renewalPrice(formatMoney(language, 2999, 'eur'), 'month', 1)}`,
        ),
      );
      expect(body).toContain(flat(t.term(t.duration('month', 1), true)));
    }
  });

  it('a trial in German', () => {
    const body = flat(contractMail(data(TRIAL)).text);
    expect(body).toContain('Heute berechnet: 0,00 €');
    expect(body).toContain('Preis bei Verlängerung: 29,99 € pro Monat');
    expect(body).toContain('Erste Verlängerung: 4. Dezember 2026');
    expect(body).toContain('Ende der Testphase: 4. Dezember 2026 um 04:56:12 MEZ');
    expect(body).toContain(
      'Nach der Testphase verlängert sich das Abonnement automatisch um jeweils 1 Monat zum oben genannten Preis, bis Sie es kündigen. Wenn Sie vor dem Ende der Testphase kündigen, wird der Verlängerungspreis nicht berechnet.',
    );
  });

  it('an upsell (PayPal): the plan change, its price today and the new renewal', () => {
    const mail = contractMail(
      data({
        kind: 'upsell',
        provider: 'paypal',
        reference: 'I-PAYPAL42',
        product: 'Fastwell Premium · 6 Monate',
        chargedToday: { amount: 1234, currency: 'eur' },
        renewal: {
          amount: 5999,
          currency: 'eur',
          interval: 'month',
          intervalCount: 6,
          firstChargeAt: '2027-05-27T03:56:12.000Z',
        },
      }),
    );
    for (const body of bodies(mail)) {
      for (const text of [
        'Vertragsreferenz: I-PAYPAL42',
        'Art des Vertrags: Tarifwechsel (Upgrade Ihres Abonnements)',
        'Gekauft: Fastwell Premium · 6 Monate',
        'Bezahlt über: PayPal',
        'Heute berechnet: 12,34 €',
        'Preis bei Verlängerung: 59,99 € alle 6 Monate',
        'Erste Verlängerung: 27. Mai 2027',
        'Laufzeit und Verlängerung: 6 Monate.',
        'Auch wenn Sie Fastwell bis zu Ihrem Widerruf bereits genutzt haben',
      ])
        expect(body).toContain(text);
      expect(body).not.toContain('Stripe');
    }
    expect(hrefs(mail.html)).toEqual([amp(CANCEL_URL), amp(WITHDRAW_URL)]);
  });

  it.each(SUPPORTED_LANGUAGES)(
    'an e-book in %s bought with the waiver: the consent time, and that it cannot be withdrawn',
    (language) => {
      const t = CONTRACT_MAIL_TEXTS[language];
      const mail = contractMail(data({ language, ...EBOOK }));
      const at = formatDateTime(language, '2026-11-27T03:56:10.000Z');
      for (const body of bodies(mail)) {
        for (const text of [
          t.kinds.ebook,
          'Der Fasten-Guide',
          'pi_3Ebook42',
          `${t.labels.chargedToday}: ${formatMoney(language, 999, 'eur')}`,
          `${t.labels.ebookWaiver}: ${t.ebookWaiver(at)}`,
          t.instructions.heading,
          t.instructions.ebookExpiredTitle,
          t.instructions.ebookExpired(at),
          t.form.heading,
        ])
          expect(body).toContain(flat(text));
        // Bought once: no renewal, no term, nothing to cancel, no time of use to speak of.
        for (const text of [
          t.labels.renewalPrice,
          t.labels.firstRenewal,
          t.labels.term,
          t.cancelLink,
          t.instructions.nothingForTimeUsed,
        ])
          expect(body).not.toContain(flat(text));
        expect(body.indexOf(flat(t.instructions.ebookExpiredTitle))).toBeGreaterThan(
          body.indexOf(flat(t.instructions.refund(WITHDRAWAL_PERIOD_DAYS))),
        );
      }
      expect(hrefs(mail.html)).toEqual([amp(WITHDRAW_URL)]);
    },
  );

  it('an e-book with the waiver, in German', () => {
    for (const body of bodies(contractMail(data(EBOOK)))) {
      for (const text of [
        'Art des Vertrags: E-Book (digitaler Inhalt)',
        'Widerrufsrecht: Sie haben am 27. November 2026 um 04:56:10 MEZ der sofortigen Lieferung ausdrücklich zugestimmt',
        'Erlöschen des Widerrufsrechts für dieses E-Book Sie haben am 27. November 2026 um 04:56:10 MEZ ausdrücklich zugestimmt, dass wir vor Ablauf der Widerrufsfrist mit der Lieferung des E-Books beginnen, und bestätigt, dass Ihnen bekannt ist, dass Sie durch diese Zustimmung mit Beginn der Lieferung Ihr Widerrufsrecht verlieren (§ 356 Abs. 5 BGB).',
        'Dieses E-Book können Sie daher nicht widerrufen.',
        'Einen Widerruf können Sie online erklären.',
      ])
        expect(body).toContain(text);
    }
  });

  it.each(SUPPORTED_LANGUAGES)(
    'an e-book in %s without the waiver: the ordinary instructions',
    (language) => {
      const t = CONTRACT_MAIL_TEXTS[language];
      const mail = contractMail(data({ language, ...EBOOK, ebookWaiverAcceptedAt: undefined }));
      for (const body of bodies(mail)) {
        for (const text of [
          t.instructions.right(WITHDRAWAL_PERIOD_DAYS),
          t.instructions.refund(WITHDRAWAL_PERIOD_DAYS),
          t.form.heading,
        ])
          expect(body).toContain(flat(text));
        expect(body).not.toContain(flat(t.instructions.ebookExpiredTitle));
        expect(body).not.toContain(`${t.labels.ebookWaiver}:`);
      }
      if (language === 'de')
        expect(flat(mail.text)).not.toContain('Dieses E-Book können Sie daher nicht widerrufen');
    },
  );

  it('a waiver time on a subscription is not a waiver: its right of withdrawal stays', () => {
    const mail = contractMail(data({ ebookWaiverAcceptedAt: '2026-11-27T03:56:10.000Z' }));
    expect(flat(mail.text)).not.toContain('Erlöschen des Widerrufsrechts');
    expect(flat(mail.text)).not.toContain('sofortigen Lieferung');
  });

  it.each<[Language, RenewalInterval, number, number, string]>([
    ['de', 'month', 1, 999, 'Preis bei Verlängerung: 9,99 € pro Monat'],
    ['de', 'week', 1, 499, 'Preis bei Verlängerung: 4,99 € pro Woche'],
    ['de', 'week', 2, 499, 'Preis bei Verlängerung: 4,99 € alle 2 Wochen'],
    ['de', 'year', 1, 5999, 'Preis bei Verlängerung: 59,99 € pro Jahr'],
    ['de', 'day', 7, 199, 'Preis bei Verlängerung: 1,99 € alle 7 Tage'],
    ['en', 'month', 1, 999, 'Renewal price: €9.99 per month'],
    ['en', 'month', 3, 3999, 'Renewal price: €39.99 every 3 months'],
    ['en', 'week', 2, 499, 'Renewal price: €4.99 every 2 weeks'],
    ['en', 'year', 1, 5999, 'Renewal price: €59.99 per year'],
    ['es', 'month', 1, 999, 'Precio de renovación: 9,99 € al mes'],
    ['es', 'month', 3, 3999, 'Precio de renovación: 39,99 € cada 3 meses'],
    ['es', 'week', 1, 499, 'Precio de renovación: 4,99 € a la semana'],
    ['fr', 'month', 1, 999, 'Prix de renouvellement: 9,99 € par mois'],
    ['fr', 'month', 3, 3999, 'Prix de renouvellement: 39,99 € tous les 3 mois'],
    ['fr', 'week', 2, 499, 'Prix de renouvellement: 4,99 € toutes les 2 semaines'],
    ['fr', 'year', 2, 9999, 'Prix de renouvellement: 99,99 € tous les 2 ans'],
    ['it', 'month', 1, 999, 'Prezzo di rinnovo: 9,99 € al mese'],
    ['it', 'month', 3, 3999, 'Prezzo di rinnovo: 39,99 € ogni 3 mesi'],
    ['it', 'year', 1, 5999, 'Prezzo di rinnovo: 59,99 € all’anno'],
    ['pt', 'month', 1, 999, 'Preço de renovação: 9,99 € por mês'],
    ['pt', 'month', 3, 3999, 'Preço de renovação: 39,99 € a cada 3 meses'],
    ['pt', 'week', 2, 499, 'Preço de renovação: 4,99 € a cada 2 semanas'],
  ])('renews in %s: %s × %i', (language, interval, intervalCount, amount, expected) => {
    const mail = contractMail(
      data({
        language,
        renewal: {
          amount,
          currency: 'eur',
          interval,
          intervalCount,
          firstChargeAt: '2027-02-27T03:56:12.000Z',
        },
      }),
    );
    expect(flat(mail.text)).toContain(expected);
  });

  it.each<[Language, string]>([
    ['de', 'Laufzeit und Verlängerung: 1 Woche.'],
    ['en', 'Term and renewal: 1 week.'],
    ['es', 'Duración y renovación: 1 semana.'],
    ['fr', 'Durée et renouvellement: 1 semaine.'],
    ['it', 'Durata e rinnovo: 1 settimana.'],
    ['pt', 'Duração e renovação: 1 semana.'],
  ])('states one period in %s in the singular', (language, expected) => {
    const mail = contractMail(
      data({
        language,
        renewal: {
          amount: 499,
          currency: 'eur',
          interval: 'week',
          intervalCount: 1,
          firstChargeAt: '2026-12-04T03:56:12.000Z',
        },
      }),
    );
    expect(flat(mail.text)).toContain(expected);
  });

  it('writes a zero-decimal currency in whole units', () => {
    const mail = contractMail(
      data({
        language: 'en',
        chargedToday: { amount: 1500, currency: 'jpy' },
        renewal: {
          amount: 4500,
          currency: 'jpy',
          interval: 'month',
          intervalCount: 3,
          firstChargeAt: '2027-02-27T03:56:12.000Z',
        },
      }),
    );
    expect(flat(mail.text)).toContain('Charged today: JP¥1,500');
    expect(flat(mail.text)).toContain('Renewal price: JP¥4,500 every 3 months');
  });

  it('escapes every value in the HTML, and keeps it as it is in the text', () => {
    const hostile = '<script>alert("x")</script> & \'quote\'';
    const mail = contractMail(
      data({
        product: hostile,
        email: 'a"b@example.com',
        reference: '<img src=x onerror=alert(1)>',
        cancelUrl: 'https://fastwell.app/cancel?a=1&b="><script>x</script>',
        withdrawUrl: "https://fastwell.app/withdraw?a='1'",
        terms: { version: '<b>v1</b> 2026', text: '<i>Terms</i>' },
      }),
    );
    expect(mail.html).not.toMatch(/<script|<img|<b>|<i>|onerror=alert\(1\)>/);
    expect(mail.html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quote&#39;',
    );
    expect(mail.html).toContain('a&quot;b@example.com');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Version &lt;b&gt;v1&lt;/b&gt; 2026');
    expect(hrefs(mail.html)).toEqual([
      'https://fastwell.app/cancel?a=1&amp;b=&quot;&gt;&lt;script&gt;x&lt;/script&gt;',
      'https://fastwell.app/withdraw?a=&#39;1&#39;',
    ]);
    expect(mail.text).toContain(hostile);
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
    // The attachment's name stays plain ASCII whatever the version holds; its content is the text.
    expect(mail.attachments?.[0]?.filename).toBe('fastwell-nutzungsbedingungen-b-v1-b-2026.de.txt');
    expect(mail.attachments?.[0]?.content).toBe('<i>Terms</i>');
  });

  it.each(SUPPORTED_LANGUAGES)('names the attachment in plain ASCII in %s', (language) => {
    const filename = contractMail(data({ language })).attachments?.[0]?.filename ?? '';
    expect(filename).toMatch(/^[a-z0-9.-]+$/);
    expect(filename.endsWith(`-${TERMS_VERSION}.${language}.txt`)).toBe(true);
  });

  /** The statutory paragraph we leave out: Fastwell keeps nothing for the time used. */
  const PROPORTIONATE =
    /wertersatz|angemessenen betrag|\banteil|proportion|proporci|proporzion|quota parte|prorrata|pro rata/i;

  it.each(SUPPORTED_LANGUAGES)(
    'claims no proportionate amount in %s, for any purchase',
    (language) => {
      for (const overrides of [
        {},
        TRIAL,
        { kind: 'upsell' as const },
        EBOOK,
        { ...EBOOK, ebookWaiverAcceptedAt: undefined },
      ]) {
        const mail = contractMail(data({ language, ...overrides }));
        expect(mail.text).not.toMatch(PROPORTIONATE);
        expect(mail.html).not.toMatch(PROPORTIONATE);
      }
    },
  );
});

describe('contractMail: the time of conclusion in Europe/Berlin', () => {
  it.each<[string, string, string]>([
    ['winter (CET, UTC+1)', '2026-01-15T12:00:00Z', '15. Januar 2026 um 13:00:00 MEZ'],
    ['summer (CEST, UTC+2)', '2026-07-15T12:00:00Z', '15. Juli 2026 um 14:00:00 MESZ'],
    [
      'late evening UTC is the next day in Berlin',
      '2026-12-31T23:30:00Z',
      '1. Januar 2027 um 00:30:00 MEZ',
    ],
  ])('%s', (_case, concludedAt, expected) => {
    expect(flat(contractMail(data({ concludedAt })).text)).toContain(
      `Vertragsschluss: ${expected}`,
    );
  });
});
