import type { CancellationMailTexts } from './cancellation-mail.texts';

export const de: CancellationMailTexts = {
  subject: 'Kündigungsbestätigung',
  greeting: 'Guten Tag,',
  intro:
    'wir haben Ihre Kündigung erhalten. Mit dieser E-Mail bestätigen wir den Eingang Ihrer Kündigung und teilen Ihnen mit, wann Ihr Vertrag endet.',
  submitted: 'Ihre Angaben',
  labels: {
    receivedAt: 'Eingang Ihrer Kündigung',
    cancellationId: 'Vorgangsnummer',
    name: 'Name',
    email: 'E-Mail-Adresse',
    reference: 'Ihre Referenz',
    kind: 'Art der Kündigung',
    reason: 'Grund',
    endDate: 'Gewünschtes Vertragsende',
  },
  kinds: {
    ordinary: 'Ordentliche Kündigung',
    extraordinary: 'Außerordentliche Kündigung (aus wichtigem Grund)',
  },
  earliestEnd: 'Zum nächstmöglichen Zeitpunkt',
  contracts: (count) => (count === 1 ? 'Ihr Vertrag' : 'Ihre Verträge'),
  contractLabels: {
    plan: 'Vertrag',
    id: 'Abo-Nummer',
    provider: 'Bezahlt über',
    endsAt: 'Vertragsende',
  },
  endOfPaidPeriod: 'Zum Ende des bezahlten Zeitraums',
  canceled: (end) =>
    `Ihr Vertrag ist gekündigt und endet ${end ? `am ${end}` : 'zum Ende des bezahlten Zeitraums'}. Bis dahin können Sie Fastwell Premium weiter nutzen; danach verlängert sich der Vertrag nicht mehr.`,
  alreadyCanceled: (end) =>
    `Dieser Vertrag war bereits gekündigt und endet ${end ? `am ${end}` : 'zum Ende des bezahlten Zeitraums'}. Daran hat sich nichts geändert.`,
  scheduled: (end, wished) =>
    `Ihr Vertrag ist zu Ihrem Wunschtermin gekündigt. Ein Abo kann nur zum Ende eines bezahlten Abrechnungszeitraums enden; es endet daher am ${end}, zum Ende des Abrechnungszeitraums, in den der ${wished} fällt. Bis dahin verlängert es sich wie gewohnt und Sie nutzen Fastwell Premium weiter; danach verlängert es sich nicht mehr.`,
  restoreIntro:
    'Sie haben diese Kündigung nicht veranlasst? Dann können Sie Ihr Abo hier wiederherstellen:',
  restoreLink: 'Das war ich nicht – Abo wiederherstellen',
  restoreValid: (until) =>
    `Der Link kann einmal verwendet werden und ist gültig bis ${until ?? 'zum Vertragsende'}.`,
  paypalFinal: (end) =>
    `Kündigungen bei PayPal sind endgültig und lassen sich nicht rückgängig machen. Ihr Premium-Zugang bleibt bis ${end ? `zum ${end}` : 'zum Ende des bezahlten Zeitraums'} bestehen. Wenn Sie Fastwell danach weiter nutzen möchten, melden Sie sich mit dieser E-Mail-Adresse an und schließen Sie ein neues Abo ab.`,
  paypalHeld: (end) =>
    `Bei PayPal wird Ihr Abo bis dahin als pausiert angezeigt: Es wird nichts mehr abgebucht. Am ${end} beenden wir es bei PayPal endgültig.`,
  extraordinary:
    'Sie haben außerordentlich aus wichtigem Grund gekündigt. Wir prüfen den von Ihnen genannten Grund und melden uns bei Ihnen. Spätestens endet Ihr Vertrag zum oben genannten ordentlichen Vertragsende.',
  noContract: (email) =>
    `Unter der Adresse ${email} haben wir keinen aktiven Vertrag gefunden. Es wurde nichts abgebucht und nichts geändert.`,
  noContractHelp: (id) =>
    `Falls Sie Ihr Abo mit einer anderen E-Mail-Adresse abgeschlossen haben, antworten Sie bitte auf diese E-Mail oder wenden Sie sich an unseren Support. Nennen Sie uns dabei die Bestell- oder Abo-Nummer aus Ihrer Kaufbestätigung und diese Vorgangsnummer: ${id}.`,
  youWrote: 'Sie haben geschrieben:',
  youWroteNote:
    'So wie im Formular eingegeben, als reiner Text; Web-Adressen schreiben wir mit [.], damit sie keine Links werden.',
  keep: 'Bitte bewahren Sie diese E-Mail als Nachweis Ihrer Kündigung auf.',
  closing: 'Mit freundlichen Grüßen',
  signature: 'Ihr Fastwell-Team',
};
