import type { CancellationMailTexts } from './cancellation-mail.texts';

export const en: CancellationMailTexts = {
  subject: 'Confirmation of your cancellation',
  greeting: 'Hello,',
  intro:
    'we have received your cancellation. This e-mail confirms its receipt and tells you when your contract ends.',
  submitted: 'What you submitted',
  labels: {
    receivedAt: 'Cancellation received',
    cancellationId: 'Cancellation number',
    name: 'Name',
    email: 'E-mail address',
    reference: 'Your reference',
    kind: 'Type of cancellation',
    reason: 'Reason',
    endDate: 'Requested end date',
  },
  kinds: {
    ordinary: 'Ordinary cancellation',
    extraordinary: 'Extraordinary cancellation (for an important reason)',
  },
  earliestEnd: 'The earliest possible date',
  contracts: (count) => (count === 1 ? 'Your contract' : 'Your contracts'),
  contractLabels: {
    plan: 'Contract',
    id: 'Subscription ID',
    provider: 'Paid via',
    endsAt: 'Contract ends',
  },
  endOfPaidPeriod: 'At the end of the paid period',
  canceled: (end) =>
    `Your contract has been cancelled and ends ${end ? `on ${end}` : 'at the end of the paid period'}. Until then you keep Fastwell Premium; after that it will not renew.`,
  alreadyCanceled: (end) =>
    `This contract had already been cancelled and ends ${end ? `on ${end}` : 'at the end of the paid period'}. Nothing has changed.`,
  scheduled: (end, wished) =>
    `Your contract has been cancelled for the date you asked for. A subscription can only end when a paid billing period ends, so it ends on ${end}, at the end of the billing period that includes ${wished}. Until then it renews as usual and you keep Fastwell Premium; after that it will not renew.`,
  restoreIntro:
    'Did you not request this cancellation? Then you can restore your subscription here:',
  restoreLink: 'This was not me – restore my subscription',
  restoreValid: (until) =>
    `The link can be used once and is valid until ${until ?? 'your contract ends'}.`,
  paypalFinal: (end) =>
    `Cancellations at PayPal are final and cannot be undone. Your premium access remains until ${end ?? 'the end of the paid period'}. To keep using Fastwell after that, sign in with this e-mail address and choose a new subscription.`,
  paypalHeld: (end) =>
    `Until then PayPal shows your subscription as paused: nothing more will be charged. On ${end} we end it at PayPal for good.`,
  extraordinary:
    'You cancelled for an important reason (extraordinary cancellation). We will review the reason you gave and get back to you. At the latest, your contract ends on the ordinary end date stated above.',
  noContract: (email) =>
    `We found no active contract under the address ${email}. Nothing has been charged and nothing has been changed.`,
  noContractHelp: (id) =>
    `If you subscribed with another e-mail address, please reply to this e-mail or contact our support, and give us the order or subscription number from your purchase receipt together with this cancellation number: ${id}.`,
  youWrote: 'You wrote:',
  youWroteNote:
    'As typed in the form, shown as plain text; web addresses are written with [.] so that they do not become links.',
  keep: 'Please keep this e-mail as proof of your cancellation.',
  closing: 'Kind regards,',
  signature: 'The Fastwell team',
};
