import type { WithdrawalMailTexts } from './withdrawal-mail.texts';

export const en: WithdrawalMailTexts = {
  greeting: 'Hello,',
  labels: {
    receivedAt: 'Withdrawal received',
    withdrawalId: 'Withdrawal number',
    email: 'E-mail address',
    carriedOutAt: 'Carried out',
    name: 'Name',
    reference: 'Your reference',
  },
  contracts: (count) => (count === 1 ? 'Your contract' : 'Your contracts'),
  contractLabels: {
    product: 'Contract',
    reference: 'Order or subscription number',
    provider: 'Paid via',
    concludedAt: 'Concluded',
    periodEndsAt: 'Withdrawal period ends',
    refunded: 'Refunded',
  },
  paymentMethods: { stripe: 'card, Apple Pay or Google Pay', paypal: 'PayPal' },
  closing: 'Kind regards,',
  signature: 'The Fastwell team',

  received: {
    subject: 'Acknowledgement of receipt of your withdrawal',
    intro:
      'we have received your withdrawal. This e-mail confirms its receipt and tells you which contracts we found under your e-mail address and what happens next.',
    withdrawal: 'Your withdrawal',
    withdrawn: (w) =>
      `You have withdrawn from this contract within the withdrawal period. It ends on ${w.carriedOutAt}; until then you keep your access. We will then refund ${w.amount} to the payment method you used (${w.method}), by ${w.refundBy} at the latest (${w.days} days after we received your withdrawal). Nothing more will be charged.`,
    withdrawnNothingPaid: (carriedOutAt) =>
      `You have withdrawn from this contract within the withdrawal period. It ends on ${carriedOutAt}; until then you keep your access. You paid nothing for it, so there is nothing to refund. Nothing will be charged.`,
    periodEnded: (end) =>
      `The withdrawal period of this contract ended on ${end}. It can no longer be withdrawn from and continues. You can, however, cancel it at any time to the end of the paid period.`,
    purchaseStands: (end) =>
      `The withdrawal period of this purchase ended on ${end}. It can no longer be withdrawn from and stands.`,
    cancelIntro: 'You can cancel a contract whose withdrawal period has ended here:',
    cancelLink: 'Cancel contracts here',
    waived:
      'When you bought this e-book, you expressly agreed that we deliver it at once and acknowledged that you thereby lose your right of withdrawal. The e-book therefore cannot be withdrawn from; the purchase stands.',
    noContract: (email, days) =>
      `We found no contract concluded in the last ${days} days under the address ${email}. Nothing has been changed.`,
    noContractHelp: (id) =>
      `Did you conclude the contract with another e-mail address? Then please reply to this e-mail and give us the order or subscription number from your contract confirmation together with this withdrawal number: ${id}. For the deadline, the receipt of your withdrawal confirmed above counts.`,
    stopIntro: (carriedOutAt) =>
      `You did not send this withdrawal? Then stop it here before ${carriedOutAt}; your contracts then continue unchanged:`,
    stopLink: 'This was not me – stop the withdrawal',
    youWrote: 'You wrote:',
    youWroteNote:
      'As typed in the form, shown as plain text; web addresses are written with [.] so that they do not become links.',
    keep: 'Please keep this e-mail as proof of your withdrawal.',
  },

  carriedOut: {
    subject: 'Your withdrawal has been carried out',
    intro:
      'we have carried out your withdrawal. The contracts below have ended, and we have refunded what you paid for them.',
    withdrawal: 'Your withdrawal',
    refunded: (amount, method) =>
      `This contract has ended. We have refunded ${amount} to the payment method you used (${method}). Nothing more will be charged.`,
    nothingPaid:
      'This contract has ended. You had paid nothing for it, so there was nothing to refund. Nothing will be charged.',
    refundTiming:
      'Depending on your bank or payment provider, it may take a few days for the refund to appear in your account.',
    keep: 'Please keep this e-mail for your records.',
  },
};
