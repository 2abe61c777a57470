import type { TrialReminderMailTexts } from './trial-reminder-mail.texts';

export const en: TrialReminderMailTexts = {
  subject: (date) => `Your Fastwell trial ends on ${date}`,
  greeting: 'Hello,',
  intro: (date) => `your trial of Fastwell Premium ends on ${date}.`,
  charge: (date, price) =>
    `From then on your subscription continues at ${price}; the first payment is collected on ${date}.`,
  keep: 'If you would like to keep Premium, you do not need to do anything.',
  cancel: (date) =>
    `If you do not want to continue, cancel before ${date} and nothing will be charged. You can do so without signing in:`,
  cancelLink: 'Cancel here',
  labels: {
    product: 'Subscription',
    trialEndsAt: 'Trial ends',
    price: 'Price from then on',
    paidVia: 'Paid via',
  },
  paymentMethods: { stripe: 'Card, Apple Pay or Google Pay', paypal: 'PayPal' },
  closing: 'Kind regards',
  signature: 'The Fastwell team',
};
