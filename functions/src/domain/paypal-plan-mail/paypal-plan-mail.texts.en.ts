import type { PayPalPlanMailTexts } from './paypal-plan-mail.texts';

export const en: PayPalPlanMailTexts = {
  greeting: 'Hello,',
  labels: { keptPlan: 'Your plan', firstCharge: 'Next payment' },
  request: {
    subject: 'Keep your Fastwell plan: please confirm at PayPal',
    intro:
      'your withdrawal from the upgrade has been carried out: the longer plan will not be charged. Your earlier plan can continue, but PayPal changes a subscription back only with your consent.',
  },
  reminder: {
    subject: (date) => `Reminder: confirm your Fastwell plan at PayPal by ${date}`,
    intro: (date) =>
      `we have not yet received your consent at PayPal to continue your earlier plan. Without it your subscription ends on ${date}.`,
  },
  consent: (date, price) =>
    `Confirm it at PayPal with one click; from ${date} PayPal will then charge ${price}.`,
  withoutConsent: (date) =>
    `If you do not confirm it by ${date}, nothing more will be charged and your subscription ends on that date.`,
  consentLink: 'Confirm at PayPal',
  ended: {
    subject: 'Your Fastwell subscription has ended',
    intro: (date) =>
      `as we did not receive your consent at PayPal to continue your earlier plan, your subscription ended on ${date}. Nothing more will be charged.`,
    again: 'You are welcome to subscribe again at any time:',
    againLink: 'Subscribe again',
  },
  closing: 'Kind regards',
  signature: 'The Fastwell team',
};
