import type Stripe from 'stripe';
import type { Clock } from '../adapters/clock/clock.port';
import type { Identity } from '../adapters/identity/identity.port';
import type { Logger } from '../adapters/logger/logger.port';
import type { RefusedSetting } from '../domain/production-guard.rules';
import type { RateLimits } from '../domain/rate-limits';
import type { PayPalClient } from '../adapters/paypal/paypal-client';
import type { Database } from '../adapters/database/database.port';
import type { LegalTexts } from '../adapters/legal/legal-texts.port';
import type { Mailer } from '../adapters/mail/mailer.port';
import type { PartnerMemberships } from '../adapters/wellhub/partner-membership.port';
import type { ExperimentDefinitionsSource } from '../adapters/flags/experiment-definitions.port';

/** Everything the API reaches outside its process; tests pass emulator-backed ones. */
export interface AppDeps {
  identity: Identity;
  database: Database;
  /** null when STRIPE_SECRET_KEY is not configured: payment routes then answer 503. */
  stripe: Stripe | null;
  /** null when PayPal is not configured: the checkout screen offers no PayPal button. */
  paypal: PayPalClient | null;
  clock: Clock;
  logger: Logger;
  /** Webhook signing secrets; a provider's webhook route answers 503 without its own. */
  webhooks?: { stripeSecret?: string | null; paypalWebhookId?: string | null };
  /** HS256 key of the app's futokens; absent or null: POST /api/getJWT answers 503. */
  futokenSecret?: string | null;
  /** Web origins (scheme://host[:port]) checkout may redirect to, besides the API's own host. */
  allowedOrigins?: readonly string[];
  /** Local settings refused in production (config.ts); identity or database refused: all 503. */
  refused?: readonly RefusedSetting[];
  /** Requests allowed before 429 (config.ts); absent: DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits;
  /** Deployed: the client address comes from X-Forwarded-For (client-ip.ts). */
  behindGoogleFrontEnd?: boolean;
  /** SMTP (production) or the local mail catcher; absent or null: POST /api/cancellations answers 503. */
  mailer?: Mailer | null;
  /** The web origin the links in e-mails open (scheme://host[:port]); absent or null: 503 as above. */
  publicWebUrl?: string | null;
  /** HMAC key of the signed "this was not me" restore links; absent or null: 503 as above. */
  cancellationLinkSecret?: string | null;
  /** The terms the contract confirmation mail attaches; absent: the files beside the code. */
  legalTexts?: LegalTexts;
  /** The Wellhub partner's entitlement check (provisional); absent or null: no re-validation. */
  wellhubPartner?: PartnerMemberships | null;
  /** The experiments GrowthBook runs (GROWTHBOOK_FEATURES_URL); absent or null: exposures answer 503. */
  experimentDefinitions?: ExperimentDefinitionsSource | null;
}
