import type { ContractMailTexts, RenewalInterval } from './contract-mail.texts';

const ONE: Record<RenewalInterval, string> = {
  day: 'Tag',
  week: 'Woche',
  month: 'Monat',
  year: 'Jahr',
};
const OTHER: Record<RenewalInterval, string> = {
  day: 'Tage',
  week: 'Wochen',
  month: 'Monate',
  year: 'Jahre',
};

export const de: ContractMailTexts = {
  subject: 'Ihre Vertragsbestätigung – Fastwell',
  greeting: 'Guten Tag,',
  intro:
    'vielen Dank für Ihren Kauf. Mit dieser E-Mail bestätigen wir Ihnen den Vertrag, den Sie mit der Fastwell GmbH geschlossen haben.',
  contract: 'Ihr Vertrag',
  labels: {
    seller: 'Anbieter',
    reference: 'Vertragsreferenz',
    concludedAt: 'Vertragsschluss',
    email: 'Ihre E-Mail-Adresse',
    kind: 'Art des Vertrags',
    product: 'Gekauft',
    paidVia: 'Bezahlt über',
    chargedToday: 'Heute berechnet',
    renewalPrice: 'Preis bei Verlängerung',
    firstRenewal: 'Erste Verlängerung',
    trialEndsAt: 'Ende der Testphase',
    term: 'Laufzeit und Verlängerung',
    ebookWaiver: 'Widerrufsrecht',
    terms: 'Nutzungsbedingungen',
    instructions: 'Widerrufsbelehrung',
  },
  kinds: {
    subscription: 'Abonnement',
    upsell: 'Tarifwechsel (Upgrade Ihres Abonnements)',
    ebook: 'E-Book (digitaler Inhalt)',
  },
  paidVia: { stripe: 'Karte / Wallet (Stripe)', paypal: 'PayPal' },
  colon: ': ',
  seller: { country: 'Deutschland', email: 'E-Mail', register: 'Handelsregister' },
  // Counts are whole and at least 1: German says "1 Monat", "2 Monate".
  duration: (interval, count) => `${count} ${count === 1 ? ONE[interval] : OTHER[interval]}`,
  renewalPrice: (price, interval, count) =>
    count === 1 ? `${price} pro ${ONE[interval]}` : `${price} alle ${count} ${OTHER[interval]}`,
  term: (duration, trial) =>
    trial
      ? `Nach der Testphase verlängert sich das Abonnement automatisch um jeweils ${duration} zum oben genannten Preis, bis Sie es kündigen. Wenn Sie vor dem Ende der Testphase kündigen, wird der Verlängerungspreis nicht berechnet. Danach können Sie jederzeit zum Ende des bezahlten Zeitraums kündigen.`
      : `${duration}. Das Abonnement verlängert sich automatisch um jeweils dieselbe Laufzeit zum oben genannten Preis, bis Sie es kündigen. Sie können jederzeit zum Ende des bezahlten Zeitraums kündigen.`,
  ebookWaiver: (at) =>
    `Sie haben am ${at} der sofortigen Lieferung ausdrücklich zugestimmt; Ihr Widerrufsrecht erlischt daher mit der Lieferung, die sofort beginnt (siehe Widerrufsbelehrung).`,
  termsVersion: (version) => `Version ${version} (als Textdatei im Anhang dieser E-Mail)`,
  instructionsVersion: (version) =>
    `Version ${version} (unten in dieser E-Mail, mit dem Muster-Widerrufsformular)`,
  linksIntro: (cancel) =>
    cancel
      ? 'Ihr Abonnement können Sie jederzeit online kündigen. Innerhalb der Widerrufsfrist können Sie den Vertrag auch online widerrufen. Eine Anmeldung ist dafür nicht nötig.'
      : 'Einen Widerruf können Sie online erklären. Eine Anmeldung ist dafür nicht nötig.',
  cancelLink: 'Verträge hier kündigen',
  withdrawLink: 'Vertrag widerrufen',
  instructions: {
    heading: 'Widerrufsbelehrung',
    rightTitle: 'Widerrufsrecht',
    right: (days) =>
      `Sie haben das Recht, binnen ${days} Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt ${days} Tage ab dem Tag des Vertragsabschlusses.`,
    how: (seller) =>
      `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${seller}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
    online: (url) =>
      `Sie können Ihren Widerruf auch über die Widerrufsfunktion auf unserer Website erklären: ${url}. Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (per E-Mail) eine Bestätigung über den Eingang Ihres Widerrufs übermitteln.`,
    deadline:
      'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
    effectsTitle: 'Folgen des Widerrufs',
    refund: (days) =>
      `Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und spätestens binnen ${days} Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.`,
    nothingForTimeUsed:
      'Auch wenn Sie Fastwell bis zu Ihrem Widerruf bereits genutzt haben, berechnen wir Ihnen für diese Zeit nichts.',
    ebookExpiredTitle: 'Erlöschen des Widerrufsrechts für dieses E-Book',
    ebookExpired: (at) =>
      `Sie haben am ${at} ausdrücklich zugestimmt, dass wir vor Ablauf der Widerrufsfrist mit der Lieferung des E-Books beginnen, und bestätigt, dass Ihnen bekannt ist, dass Sie durch diese Zustimmung mit Beginn der Lieferung Ihr Widerrufsrecht verlieren (§ 356 Abs. 5 BGB). Da wir das E-Book sofort liefern, erlischt Ihr Widerrufsrecht mit der Lieferung: Dieses E-Book können Sie daher nicht widerrufen.`,
  },
  form: {
    heading: 'Muster-Widerrufsformular',
    intro:
      '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    to: (seller) => `An ${seller}`,
    declaration:
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
    fields: [
      'Bestellt am (*)/erhalten am (*)',
      'Name des/der Verbraucher(s)',
      'Anschrift des/der Verbraucher(s)',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
      'Datum',
    ],
    strike: '(*) Unzutreffendes streichen.',
  },
  keep: 'Bitte bewahren Sie diese E-Mail mit ihrem Anhang auf: Sie enthält Ihre Vertragsdaten, die Widerrufsbelehrung und die Nutzungsbedingungen, die bei Vertragsschluss gelten.',
  closing: 'Mit freundlichen Grüßen',
  signature: 'Ihr Fastwell-Team',
  termsFile: 'fastwell-nutzungsbedingungen',
};
