import type { ContractMailTexts, RenewalInterval } from './contract-mail.texts';

const ONE: Record<RenewalInterval, string> = {
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
};
const OTHER: Record<RenewalInterval, string> = {
  day: 'days',
  week: 'weeks',
  month: 'months',
  year: 'years',
};

export const en: ContractMailTexts = {
  subject: 'Your contract confirmation – Fastwell',
  greeting: 'Hello,',
  intro:
    'thank you for your purchase. This e-mail confirms the contract you have concluded with Fastwell GmbH.',
  contract: 'Your contract',
  labels: {
    seller: 'Provider',
    reference: 'Contract reference',
    concludedAt: 'Contract concluded',
    email: 'Your e-mail address',
    kind: 'Type of contract',
    product: 'Purchased',
    paidVia: 'Paid via',
    chargedToday: 'Charged today',
    renewalPrice: 'Renewal price',
    firstRenewal: 'First renewal',
    trialEndsAt: 'Trial ends',
    term: 'Term and renewal',
    ebookWaiver: 'Right of withdrawal',
    terms: 'Terms of use',
    instructions: 'Instructions on withdrawal',
  },
  kinds: {
    subscription: 'Subscription',
    upsell: 'Plan change (upgrade of your subscription)',
    ebook: 'E-book (digital content)',
  },
  paidVia: { stripe: 'Card / wallet (Stripe)', paypal: 'PayPal' },
  colon: ': ',
  seller: { country: 'Germany', email: 'e-mail', register: 'Commercial register' },
  // Counts are whole and at least 1: English says "1 month", "2 months".
  duration: (interval, count) => `${count} ${count === 1 ? ONE[interval] : OTHER[interval]}`,
  renewalPrice: (price, interval, count) =>
    count === 1 ? `${price} per ${ONE[interval]}` : `${price} every ${count} ${OTHER[interval]}`,
  term: (duration, trial) =>
    trial
      ? `After the trial, the subscription renews automatically for ${duration} at a time at the price stated above until you cancel it. If you cancel before the trial ends, the renewal price is not charged. After that, you can cancel at any time with effect from the end of the paid period.`
      : `${duration}. The subscription renews automatically for the same period at the price stated above until you cancel it. You can cancel at any time with effect from the end of the paid period.`,
  ebookWaiver: (at) =>
    `On ${at} you expressly agreed to immediate delivery; your right of withdrawal therefore expires on delivery, which begins immediately (see the instructions on withdrawal).`,
  termsVersion: (version) => `Version ${version} (attached to this e-mail as a text file)`,
  instructionsVersion: (version) =>
    `Version ${version} (below in this e-mail, with the model withdrawal form)`,
  linksIntro: (cancel) =>
    cancel
      ? 'You can cancel your subscription online at any time. Within the withdrawal period you can also withdraw from the contract online. You do not need to sign in.'
      : 'You can give notice of withdrawal online. You do not need to sign in.',
  cancelLink: 'Cancel contracts here',
  withdrawLink: 'Withdraw from contract here',
  instructions: {
    heading: 'Instructions on withdrawal',
    rightTitle: 'Right of withdrawal',
    right: (days) =>
      `You have the right to withdraw from this contract within ${days} days without giving any reason. The withdrawal period will expire after ${days} days from the day of the conclusion of the contract.`,
    how: (seller) =>
      `To exercise the right of withdrawal, you must inform us (${seller}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an e-mail). You may use the model withdrawal form below, but it is not obligatory.`,
    online: (url) =>
      `You can also withdraw using the withdrawal function on our website: ${url}. If you use this option, we will communicate to you an acknowledgement of receipt of your withdrawal by e-mail without delay.`,
    deadline:
      'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
    effectsTitle: 'Effects of withdrawal',
    refund: (days) =>
      `If you withdraw from this contract, we shall reimburse to you all payments received from you without undue delay and in any event not later than ${days} days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.`,
    nothingForTimeUsed:
      'Even if you have already used Fastwell before you withdraw, we will not charge you anything for that time.',
    ebookExpiredTitle: 'Expiry of the right of withdrawal for this e-book',
    ebookExpired: (at) =>
      `On ${at} you expressly agreed that we begin delivering the e-book before the withdrawal period ends, and you acknowledged that by giving this consent you lose your right of withdrawal once delivery begins (section 356(5) of the German Civil Code (BGB); Article 16(m) of Directive 2011/83/EU). As we deliver the e-book immediately, your right of withdrawal expires on delivery: you therefore cannot withdraw from the purchase of this e-book.`,
  },
  form: {
    heading: 'Model withdrawal form',
    intro: '(Complete and return this form only if you wish to withdraw from the contract.)',
    to: (seller) => `To ${seller}`,
    declaration:
      'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*)',
    fields: [
      'Ordered on (*)/received on (*)',
      'Name of consumer(s)',
      'Address of consumer(s)',
      'Signature of consumer(s) (only if this form is notified on paper)',
      'Date',
    ],
    strike: '(*) Delete as appropriate.',
  },
  keep: 'Please keep this e-mail and its attachment: it contains your contract details, the instructions on withdrawal and the terms of use in force when the contract was concluded.',
  closing: 'Kind regards,',
  signature: 'The Fastwell team',
  termsFile: 'fastwell-terms',
};
