import type { WithdrawalMailTexts } from './withdrawal-mail.texts';

export const de: WithdrawalMailTexts = {
  greeting: 'Guten Tag,',
  labels: {
    receivedAt: 'Eingang Ihres Widerrufs',
    withdrawalId: 'Widerrufsnummer',
    email: 'E-Mail-Adresse',
    carriedOutAt: 'Ausgeführt am',
    name: 'Name',
    reference: 'Ihre Referenz',
  },
  contracts: (count) => (count === 1 ? 'Ihr Vertrag' : 'Ihre Verträge'),
  contractLabels: {
    product: 'Vertrag',
    reference: 'Bestell- oder Abo-Nummer',
    provider: 'Bezahlt über',
    concludedAt: 'Geschlossen am',
    periodEndsAt: 'Ende der Widerrufsfrist',
    refunded: 'Erstattet',
  },
  paymentMethods: { stripe: 'Karte, Apple Pay oder Google Pay', paypal: 'PayPal' },
  closing: 'Mit freundlichen Grüßen',
  signature: 'Ihr Fastwell-Team',

  received: {
    subject: 'Eingangsbestätigung Ihres Widerrufs',
    intro:
      'wir haben Ihren Widerruf erhalten. Mit dieser E-Mail bestätigen wir seinen Eingang und teilen Ihnen mit, welche Verträge wir unter Ihrer E-Mail-Adresse gefunden haben und wie es weitergeht.',
    withdrawal: 'Ihr Widerruf',
    withdrawn: (w) =>
      `Diesen Vertrag haben Sie fristgerecht widerrufen. Er endet am ${w.carriedOutAt}; bis dahin behalten Sie Ihren Zugang. Dann erstatten wir Ihnen ${w.amount} auf das Zahlungsmittel, mit dem Sie bezahlt haben (${w.method}), spätestens bis zum ${w.refundBy} (${w.days} Tage nach Eingang Ihres Widerrufs). Es wird nichts mehr abgebucht.`,
    withdrawnNothingPaid: (carriedOutAt) =>
      `Diesen Vertrag haben Sie fristgerecht widerrufen. Er endet am ${carriedOutAt}; bis dahin behalten Sie Ihren Zugang. Sie haben dafür nichts bezahlt, daher gibt es nichts zu erstatten. Es wird nichts abgebucht.`,
    periodEnded: (end) =>
      `Die Widerrufsfrist dieses Vertrags ist am ${end} abgelaufen. Er kann nicht mehr widerrufen werden und läuft weiter. Sie können ihn aber jederzeit zum Ende des bezahlten Zeitraums kündigen.`,
    purchaseStands: (end) =>
      `Die Widerrufsfrist dieses Kaufs ist am ${end} abgelaufen. Er kann nicht mehr widerrufen werden und bleibt bestehen.`,
    cancelIntro: 'Einen Vertrag, dessen Widerrufsfrist abgelaufen ist, können Sie hier kündigen:',
    cancelLink: 'Verträge hier kündigen',
    waived:
      'Sie haben beim Kauf ausdrücklich zugestimmt, dass wir Ihnen dieses E-Book sofort liefern, und bestätigt, dass Sie damit Ihr Widerrufsrecht verlieren. Das E-Book kann daher nicht widerrufen werden; der Kauf bleibt bestehen.',
    noContract: (email, days) =>
      `Unter der Adresse ${email} haben wir keinen Vertrag gefunden, der in den letzten ${days} Tagen geschlossen wurde. Es wurde nichts geändert.`,
    noContractHelp: (id) =>
      `Haben Sie den Vertrag mit einer anderen E-Mail-Adresse geschlossen? Dann antworten Sie bitte auf diese E-Mail und nennen Sie uns die Bestell- oder Abo-Nummer aus Ihrer Vertragsbestätigung und diese Widerrufsnummer: ${id}. Für die Frist zählt der oben bestätigte Eingang Ihres Widerrufs.`,
    stopIntro: (carriedOutAt) =>
      `Sie haben diesen Widerruf nicht abgeschickt? Dann stoppen Sie ihn hier vor dem ${carriedOutAt}; Ihre Verträge laufen dann unverändert weiter:`,
    stopLink: 'Das war ich nicht – Widerruf stoppen',
    youWrote: 'Sie haben geschrieben:',
    youWroteNote:
      'So wie im Formular eingegeben, als reiner Text; Web-Adressen schreiben wir mit [.], damit sie keine Links werden.',
    keep: 'Bitte bewahren Sie diese E-Mail als Nachweis Ihres Widerrufs auf.',
  },

  carriedOut: {
    subject: 'Ihr Widerruf ist ausgeführt',
    intro:
      'wir haben Ihren Widerruf ausgeführt. Die folgenden Verträge sind beendet, und wir haben Ihnen erstattet, was Sie dafür bezahlt haben.',
    withdrawal: 'Ihr Widerruf',
    refunded: (amount, method) =>
      `Dieser Vertrag ist beendet. Wir haben Ihnen ${amount} auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben (${method}). Es wird nichts mehr abgebucht.`,
    nothingPaid:
      'Dieser Vertrag ist beendet. Sie hatten dafür nichts bezahlt, daher gab es nichts zu erstatten. Es wird nichts abgebucht.',
    refundTiming:
      'Je nach Bank oder Zahlungsanbieter kann es einige Tage dauern, bis die Gutschrift auf Ihrem Konto erscheint.',
    keep: 'Bitte bewahren Sie diese E-Mail als Nachweis auf.',
  },
};
