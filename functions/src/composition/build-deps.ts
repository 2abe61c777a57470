import { logger as functionsLogger } from 'firebase-functions';
import { getApps, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { AppDeps } from './app-deps';
import type { Config } from '../config';
import { systemClock } from '../adapters/clock/system-clock.adapter';
import { FirebaseIdentityAdapter } from '../adapters/identity/firebase-identity.adapter';
import type { Logger } from '../adapters/logger/logger.port';
import { PayPalClient } from '../adapters/paypal/paypal-client';
import { SmtpMailer } from '../adapters/mail/smtp-mailer.adapter';
import { WellhubPartnerAdapter } from '../adapters/wellhub/wellhub-partner.adapter';
import { GrowthBookDefinitionsAdapter } from '../adapters/flags/growthbook-definitions.adapter';
import { createDatabase } from '../adapters/database/database.factory';
import { createStripeClient } from '../adapters/stripe/stripe-client.factory';

/** Cloud Logging through firebase-functions' logger (structured JSON lines). */
export const logger: Logger = {
  info: (message, data) => functionsLogger.info(message, data ?? {}),
  warn: (message, data) => functionsLogger.warn(message, data ?? {}),
  error: (message, data) => functionsLogger.error(message, data ?? {}),
};

function firebaseApp(config: Config): App {
  const existing = getApps()[0];
  if (existing) return existing;
  // In the Functions runtime and emulator FIREBASE_CONFIG carries the project and database URL.
  if (config.hasFirebaseConfig) return initializeApp();
  const projectId = config.projectId ?? 'demo-fastwell';
  return initializeApp({
    projectId,
    databaseURL: `https://${projectId}-default-rtdb.firebaseio.com`,
  });
}

/** Builds the real dependencies once per process. */
export function buildDeps(config: Config): AppDeps {
  for (const setting of config.refused)
    logger.error(`Refused in production: ${setting.name} (${setting.why}); ${setting.part} is off`);
  const app = firebaseApp(config);
  const { secretKey, endpoint } = config.stripe;
  if (!secretKey) logger.warn('STRIPE_SECRET_KEY is not set: payment routes answer 503');
  if (!config.stripe.webhookSecret)
    logger.warn('STRIPE_WEBHOOK_SECRET is not set: POST /api/webhooks/stripe answers 503');
  if (!config.mail || !config.publicWebUrl || !config.cancellationLinkSecret)
    logger.warn(
      'SMTP_URL, PUBLIC_WEB_URL or CANCELLATION_LINK_SECRET is not set: POST /api/cancellations answers 503',
    );
  if (!config.wellhubPartner)
    logger.warn(
      'WELLHUB_API_URL or WELLHUB_API_KEY is not set: Wellhub memberships are not re-validated',
    );
  if (!config.growthbook)
    logger.warn('GROWTHBOOK_FEATURES_URL is not set: POST /api/experiments/exposure answers 503');
  return {
    identity: new FirebaseIdentityAdapter(getAuth(app)),
    database: createDatabase(config.database, app, logger),
    stripe: secretKey ? createStripeClient({ secretKey, ...(endpoint ? { endpoint } : {}) }) : null,
    paypal: config.paypal ? new PayPalClient(config.paypal) : null,
    clock: systemClock,
    logger,
    webhooks: {
      stripeSecret: config.stripe.webhookSecret ?? null,
      paypalWebhookId: config.paypal?.webhookId ?? null,
    },
    futokenSecret: config.futokenSecret ?? null,
    mailer: config.mail ? new SmtpMailer(config.mail.smtpUrl, config.mail.from) : null,
    publicWebUrl: config.publicWebUrl ?? null,
    cancellationLinkSecret: config.cancellationLinkSecret ?? null,
    wellhubPartner: config.wellhubPartner ? new WellhubPartnerAdapter(config.wellhubPartner) : null,
    experimentDefinitions: config.growthbook
      ? new GrowthBookDefinitionsAdapter({ ...config.growthbook, clock: systemClock, logger })
      : null,
    allowedOrigins: config.allowedOrigins,
    refused: config.refused,
    rateLimits: config.rateLimits,
    behindGoogleFrontEnd: config.behindGoogleFrontEnd,
  };
}
