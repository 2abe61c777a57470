import type { RenewalMailTexts } from './renewal-mail.texts';

export const en: RenewalMailTexts = {
  greeting: 'Hello,',
  closing: 'Kind regards',
  signature: 'The Fastwell team',
  labels: {
    product: 'Subscription',
    amount: 'Amount due',
    failedAt: 'Payment failed on',
    premiumUntil: 'Premium continues until',
    nextAttempt: 'Next attempt',
  },
  reasons: {
    expired: 'Your card has expired.',
    lost: 'Your bank declined the card: it can no longer be used for payments.',
    insufficient: 'Your bank declined the payment because of insufficient funds.',
    other: 'Your bank declined the payment.',
  },
  premiumContinues: (date) =>
    `Your Premium access continues until ${date}. If the payment is made by then, nothing changes for you.`,
  premiumPaused:
    'Your Premium access is paused until the payment is made; it comes back as soon as it is.',
  linkNote:
    'The button works without signing in until the payment is made or the subscription ends. Your card details go straight to our payment provider Stripe.',
  failed: {
    subject: 'Your Fastwell payment failed',
    intro: (amount) =>
      `we could not collect the renewal of your Fastwell subscription (${amount}).`,
    retry: (date) => `We will try again on ${date}.`,
    action: 'To avoid an interruption, update your card now; we collect the payment straight away.',
    button: 'Update card',
  },
  failedHard: {
    subject: 'Please enter a new card for Fastwell',
    intro: (amount) =>
      `we could not collect the renewal of your Fastwell subscription (${amount}), and this card cannot be charged again.`,
    action:
      'Please enter a new card to keep your subscription; we collect the payment straight away.',
    button: 'Enter a new card',
  },
  authentication: {
    subject: 'Please confirm your Fastwell payment',
    intro: (amount) =>
      `your bank asks you to confirm the renewal of your Fastwell subscription (${amount}) before it can be paid.`,
    action:
      'Confirm the payment with your bank (for example in your banking app); it takes a minute.',
    button: 'Confirm payment',
  },
  lastRetry: {
    subject: 'Last attempt: your Fastwell payment',
    intro: (date) =>
      `we still could not collect the renewal of your Fastwell subscription. We will make the last attempt on ${date}; if it fails, your subscription ends.`,
    action: 'Update your card now to keep your subscription; we collect the payment straight away.',
    button: 'Update card',
  },
  paypalFailed: {
    subject: 'Your PayPal payment to Fastwell failed',
    intro: (amount) =>
      `PayPal could not collect the renewal of your Fastwell subscription (${amount}).`,
    retry: (date) => `PayPal will try again on ${date}.`,
    action:
      'Please check the payment method of this subscription in your PayPal account (for example a card that has expired, or too little balance); PayPal then collects the payment.',
    button: 'Open PayPal',
  },
  ended: {
    subject: 'Your Fastwell subscription has ended',
    intro: (amount) =>
      `we tried several times to collect the renewal of your Fastwell subscription (${amount}) and could not. Your subscription has therefore ended; nothing more will be charged.`,
    premiumEnded: 'Your Premium access has ended.',
    restart: 'You can start again at any time, with any card or PayPal:',
    button: 'Start again',
  },
};
