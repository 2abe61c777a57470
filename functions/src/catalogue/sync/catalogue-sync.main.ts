import path from 'node:path';
import { createStripeClient } from '../../adapters/stripe/stripe-client.factory';
import { PayPalCatalogClient } from './paypal-catalog.client';
import { syncCatalogue } from './catalogue-sync';
import { planMapFileOf } from '../paypal-plan-map';

/**
 * `npm run catalogue:sync`: the catalogue definition to Stripe and PayPal. Reads
 * STRIPE_SECRET_KEY (+ STRIPE_API_URL for a stand-in), PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and
 * PAYPAL_API_URL (https://api-m.sandbox.paypal.com or https://api-m.paypal.com; no default, so
 * live is never chosen by accident), and CATALOGUE_PROJECT, the Firebase project whose map
 * (functions/src/catalogue/paypal-plans/<project>.json) it writes; CATALOGUE_PLAN_MAP_FILE
 * writes elsewhere. A provider without its keys is skipped.
 */
function planMapFile(env: NodeJS.ProcessEnv): string {
  if (env.CATALOGUE_PLAN_MAP_FILE) return env.CATALOGUE_PLAN_MAP_FILE;
  const project = env.CATALOGUE_PROJECT;
  if (!project)
    throw new Error('CATALOGUE_PROJECT is required with PayPal: whose plan map to write');
  return planMapFileOf(project, path.resolve(__dirname, '..', 'paypal-plans'));
}

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
  const mapFile = paypal ? planMapFile(process.env) : '';
  const report = await syncCatalogue({
    ...(stripe ? { stripe } : {}),
    ...(paypal ? { paypal, planMapFile: mapFile } : {}),
  });
  const count = (kinds: string[]) =>
    [...new Set(kinds)].map((kind) => `${kind} ${kinds.filter((other) => other === kind).length}`);
  if (report.stripe)
    console.log(
      `Stripe: products +${report.stripe.productsCreated} ~${report.stripe.productsUpdated}; prices ${count(report.stripe.prices).join(', ')}; coupons +${report.stripe.couponsCreated}`,
    );
  if (report.paypal)
    console.log(
      `PayPal: product ${report.paypal.productCreated ? 'created' : 'kept'}; plans ${count(report.paypal.actions).join(', ')}; map written to ${mapFile}`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
