import type { RenewalMailTexts } from './renewal-mail.texts';

export const de: RenewalMailTexts = {
  greeting: 'Guten Tag,',
  closing: 'Mit freundlichen Grüßen',
  signature: 'Ihr Fastwell-Team',
  labels: {
    product: 'Abonnement',
    amount: 'Offener Betrag',
    failedAt: 'Zahlung fehlgeschlagen am',
    premiumUntil: 'Premium bleibt aktiv bis',
    nextAttempt: 'Nächster Versuch',
  },
  reasons: {
    expired: 'Ihre Karte ist abgelaufen.',
    lost: 'Ihre Bank hat die Karte abgelehnt: Sie kann nicht mehr für Zahlungen verwendet werden.',
    insufficient: 'Ihre Bank hat die Zahlung mangels Deckung abgelehnt.',
    other: 'Ihre Bank hat die Zahlung abgelehnt.',
  },
  premiumContinues: (date) =>
    `Ihr Premium-Zugang bleibt bis zum ${date} aktiv. Ist die Zahlung bis dahin erfolgt, ändert sich für Sie nichts.`,
  premiumPaused:
    'Ihr Premium-Zugang ist pausiert, bis die Zahlung erfolgt ist; danach ist er sofort wieder da.',
  linkNote:
    'Der Button funktioniert ohne Anmeldung, bis die Zahlung erfolgt ist oder das Abonnement endet. Ihre Kartendaten gehen direkt an unseren Zahlungsdienstleister Stripe.',
  failed: {
    subject: 'Ihre Zahlung an Fastwell ist fehlgeschlagen',
    intro: (amount) =>
      `wir konnten die Verlängerung Ihres Fastwell-Abonnements (${amount}) nicht abbuchen.`,
    retry: (date) => `Wir versuchen es am ${date} erneut.`,
    action:
      'Damit es keine Unterbrechung gibt, aktualisieren Sie jetzt Ihre Karte; wir buchen die Zahlung dann sofort ab.',
    button: 'Karte aktualisieren',
  },
  failedHard: {
    subject: 'Bitte hinterlegen Sie eine neue Karte für Fastwell',
    intro: (amount) =>
      `wir konnten die Verlängerung Ihres Fastwell-Abonnements (${amount}) nicht abbuchen, und diese Karte kann nicht mehr belastet werden.`,
    action:
      'Bitte hinterlegen Sie eine neue Karte, damit Ihr Abonnement weiterläuft; wir buchen die Zahlung dann sofort ab.',
    button: 'Neue Karte hinterlegen',
  },
  authentication: {
    subject: 'Bitte bestätigen Sie Ihre Zahlung an Fastwell',
    intro: (amount) =>
      `Ihre Bank möchte, dass Sie die Verlängerung Ihres Fastwell-Abonnements (${amount}) bestätigen, bevor sie bezahlt werden kann.`,
    action:
      'Bestätigen Sie die Zahlung bei Ihrer Bank (zum Beispiel in Ihrer Banking-App); das dauert eine Minute.',
    button: 'Zahlung bestätigen',
  },
  lastRetry: {
    subject: 'Letzter Versuch: Ihre Zahlung an Fastwell',
    intro: (date) =>
      `wir konnten die Verlängerung Ihres Fastwell-Abonnements weiterhin nicht abbuchen. Am ${date} unternehmen wir den letzten Versuch; schlägt er fehl, endet Ihr Abonnement.`,
    action:
      'Aktualisieren Sie jetzt Ihre Karte, damit Ihr Abonnement weiterläuft; wir buchen die Zahlung dann sofort ab.',
    button: 'Karte aktualisieren',
  },
  paypalFailed: {
    subject: 'Ihre PayPal-Zahlung an Fastwell ist fehlgeschlagen',
    intro: (amount) =>
      `PayPal konnte die Verlängerung Ihres Fastwell-Abonnements (${amount}) nicht abbuchen.`,
    retry: (date) => `PayPal versucht es am ${date} erneut.`,
    action:
      'Bitte prüfen Sie die Zahlungsquelle dieses Abonnements in Ihrem PayPal-Konto (zum Beispiel eine abgelaufene Karte oder zu wenig Guthaben); PayPal bucht die Zahlung dann ab.',
    button: 'PayPal öffnen',
  },
  ended: {
    subject: 'Ihr Fastwell-Abonnement ist beendet',
    intro: (amount) =>
      `wir haben mehrmals versucht, die Verlängerung Ihres Fastwell-Abonnements (${amount}) abzubuchen, leider ohne Erfolg. Ihr Abonnement ist daher beendet; es wird nichts mehr abgebucht.`,
    premiumEnded: 'Ihr Premium-Zugang ist beendet.',
    restart: 'Sie können jederzeit wieder einsteigen, mit jeder Karte oder mit PayPal:',
    button: 'Wieder einsteigen',
  },
};
