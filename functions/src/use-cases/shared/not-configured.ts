import { AppError } from '../../domain/app-error';

/**
 * What a deployment may lack (config.ts leaves it null) and the 503 a request that needs it gets.
 * The one place these answers are written: routes and use cases ask for what they need through
 * `configured`.
 */
const ANSWERS = {
  /** STRIPE_SECRET_KEY: purchases and the checkout screen's prices. */
  payments: { code: 'payment-provider-unavailable', message: 'Payments are not configured' },
  /** STRIPE_SECRET_KEY: changing an existing Stripe subscription. */
  stripe: { code: 'payment-provider-unavailable', message: 'Stripe is not configured' },
  paypal: { code: 'payment-provider-unavailable', message: 'PayPal is not configured' },
  futoken: { code: 'futoken-unavailable', message: 'Token sign-in is not configured' },
  /** SMTP_URL, PUBLIC_WEB_URL and CANCELLATION_LINK_SECRET: the §312k cancellation's e-mail. */
  'cancellation-mail': {
    code: 'server-misconfigured',
    message: 'Cancelling online is not configured',
  },
  /** The same three: the withdrawal's e-mails and stop link (issue 34). */
  'withdrawal-mail': {
    code: 'server-misconfigured',
    message: 'Withdrawing online is not configured',
  },
  /** STRIPE_SECRET_KEY and CANCELLATION_LINK_SECRET: a failed renewal's card-update page. */
  'card-update-link': {
    code: 'server-misconfigured',
    message: 'Updating a card from a link is not configured',
  },
  /** The same three: the Wellhub verification mail (issue 32). */
  'wellhub-mail': {
    code: 'server-misconfigured',
    message: 'Wellhub registration is not configured',
  },
  /** GROWTHBOOK_FEATURES_URL: the experiments whose exposures are recorded. */
  experiments: { code: 'server-misconfigured', message: 'Experiments are not configured' },
  'stripe-webhooks': {
    code: 'webhooks-not-configured',
    message: 'Stripe webhooks are not configured',
  },
  'paypal-webhooks': {
    code: 'webhooks-not-configured',
    message: 'PayPal webhooks are not configured',
  },
} as const;

export type Requirement = keyof typeof ANSWERS;

export function notConfigured(requirement: Requirement): AppError {
  const { code, message } = ANSWERS[requirement];
  return new AppError('unavailable', code, message);
}

/** `value` when this deployment has it; otherwise the 503 that names what is missing. */
export function configured<T>(value: T | null | undefined, requirement: Requirement): T {
  if (value === null || value === undefined) throw notConfigured(requirement);
  return value;
}
