import path from 'node:path';
import { createStripeClient } from '../../services/stripe-client.factory';
import { PayPalCatalogClient } from './paypal-catalog.client';
import { syncCatalogue } from './catalogue-sync';

/**
 * `npm run catalogue:sync`: the catalogue definition to Stripe and PayPal. Reads
 * STRIPE_SECRET_KEY (+ STRIPE_API_URL for a stand-in), PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and
 * PAYPAL_API_URL (https://api-m.sandbox.paypal.com or https://api-m.paypal.com; no default, so
 * live is never chosen by accident), and CATALOGUE_PLAN_MAP_FILE (default: the functions'
 * functions/src/catalogue/paypal-plans.json). A provider without its keys is skipped.
 */
const DEFAULT_PLAN_MAP = path.resolve(__dirname, '..', 'paypal-plans.json');

function stripeFromEnv(env: NodeJS.ProcessEnv) {
  if (!env.STRIPE_SECRET_KEY) return undefined;
  const url = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const protocol = url?.protocol === 'http:' ? 'http' : 'https';
  return createStripeClient({
    secretKey: env.STRIPE_SECRET_KEY,
    ...(url
      ? {
          endpoint: {
            host: url.hostname,
            port: Number(url.port || (protocol === 'http' ? 80 : 443)),
            protocol,
          },
        }
      : {}),
  });
}

function paypalFromEnv(env: NodeJS.ProcessEnv) {
  const { PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_API_URL } = env;
  if (!PAYPAL_CLIENT_ID || !PAYPAL_CLIENT_SECRET) return undefined;
  if (!PAYPAL_API_URL) throw new Error('PAYPAL_API_URL is required with PayPal credentials');
  return new PayPalCatalogClient({
    apiUrl: PAYPAL_API_URL.replace(/\/$/, ''),
    clientId: PAYPAL_CLIENT_ID,
    clientSecret: PAYPAL_CLIENT_SECRET,
  });
}

async function main(): Promise<void> {
  const stripe = stripeFromEnv(process.env);
  const paypal = paypalFromEnv(process.env);
  if (!stripe && !paypal)
    throw new Error('Nothing to sync: set STRIPE_SECRET_KEY and/or PAYPAL_CLIENT_ID + _SECRET');
  if (!stripe) console.log('catalogue:sync: no STRIPE_SECRET_KEY, Stripe skipped');
  if (!paypal) console.log('catalogue:sync: no PayPal credentials, PayPal skipped');
  const planMapFile = process.env.CATALOGUE_PLAN_MAP_FILE ?? DEFAULT_PLAN_MAP;
  const report = await syncCatalogue({
    ...(stripe ? { stripe } : {}),
    ...(paypal ? { paypal, planMapFile } : {}),
  });
  const count = (kinds: string[]) =>
    [...new Set(kinds)].map((kind) => `${kind} ${kinds.filter((other) => other === kind).length}`);
  if (report.stripe)
    console.log(
      `Stripe: products +${report.stripe.productsCreated} ~${report.stripe.productsUpdated}; prices ${count(report.stripe.prices).join(', ')}; coupons +${report.stripe.couponsCreated}`,
    );
  if (report.paypal)
    console.log(
      `PayPal: product ${report.paypal.productCreated ? 'created' : 'kept'}; plans ${count(report.paypal.actions).join(', ')}; map written to ${planMapFile}`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
