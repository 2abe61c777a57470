import { writeFile } from 'node:fs/promises';
import type Stripe from 'stripe';
import {
  CATALOGUE_COUPONS,
  CATALOGUE_PRICES,
  CATALOGUE_PRODUCTS,
  type CataloguePrice,
} from '../catalogue.definition';
import { PAYPAL_CATALOG_PRODUCT, paypalPlanSpecs } from '../paypal-plans.definition';
import type { PayPalPlanMapFile } from '../paypal-plan-map';
import type { PayPalCatalogClient } from './paypal-catalog.client';
import { syncPayPal, type PayPalSyncResult } from './paypal-catalogue.sync';
import { syncStripe, type StripeSyncResult } from './stripe-catalogue.sync';

export interface CatalogueSyncOptions {
  stripe?: Stripe;
  paypal?: PayPalCatalogClient;
  /** Where the price → PayPal plan map is written (after a PayPal sync). */
  planMapFile?: string;
  /** The catalogue's prices; the definition's unless a test changes one. */
  prices?: readonly CataloguePrice[];
}

export interface CatalogueSyncReport {
  stripe?: StripeSyncResult;
  paypal?: PayPalSyncResult;
}

/** The JSON the functions read (functions/src/catalogue/paypal-plans/<project>.json). */
export function planMapFile(planIds: Record<string, string>): PayPalPlanMapFile {
  return { productId: PAYPAL_CATALOG_PRODUCT.id, plans: planIds };
}

/** Creates or updates, idempotently, the catalogue at the providers given. */
export async function syncCatalogue(options: CatalogueSyncOptions): Promise<CatalogueSyncReport> {
  const prices = options.prices ?? CATALOGUE_PRICES;
  const report: CatalogueSyncReport = {};
  if (options.stripe)
    report.stripe = await syncStripe(options.stripe, {
      products: CATALOGUE_PRODUCTS,
      prices,
      coupons: CATALOGUE_COUPONS,
    });
  if (options.paypal) {
    report.paypal = await syncPayPal(options.paypal, paypalPlanSpecs(prices));
    if (options.planMapFile)
      await writeFile(
        options.planMapFile,
        `${JSON.stringify(planMapFile(report.paypal.planIds), null, 2)}\n`,
      );
  }
  return report;
}
