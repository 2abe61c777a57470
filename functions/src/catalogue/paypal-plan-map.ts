import { z } from 'zod';
import planMapJson from './paypal-plans.json';

/**
 * The price → PayPal plan map, as configuration: `npm run catalogue:sync` writes
 * paypal-plans.json from what it found or created at PayPal (catalogue key → plan id), and it
 * deploys with the functions. Committed with the local PayPal emulator's plan ids; sync against
 * PayPal before deploying.
 */
const planMapSchema = z.object({
  productId: z.string().min(1),
  plans: z.record(z.string().min(1), z.string().min(1)),
});

export type PayPalPlanMapFile = z.infer<typeof planMapSchema>;

export function parsePlanMap(input: unknown): PayPalPlanMapFile {
  return planMapSchema.parse(input);
}

export const PAYPAL_PLAN_MAP: PayPalPlanMapFile = parsePlanMap(planMapJson);
