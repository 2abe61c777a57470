import { z } from 'zod';

export const money = z.object({
  currency_code: z.string().regex(/^[A-Z]{3}$/),
  value: z.string().regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/),
});

/** Catalog Products v1 create request (id optional: PayPal generates one). */
export const createProductSchema = z.object({
  id: z.string().min(6).max(50).optional(),
  name: z.string().min(1).max(127),
  description: z.string().min(1).max(256).optional(),
  type: z.enum(['PHYSICAL', 'DIGITAL', 'SERVICE']),
  category: z.string().min(4).max(256).optional(),
});

const cycleSchema = z.object({
  tenure_type: z.enum(['REGULAR', 'TRIAL']),
  sequence: z.number().int().min(1).max(99),
  total_cycles: z.number().int().min(0).max(999).default(1),
  frequency: z.object({
    interval_unit: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
    interval_count: z.number().int().min(1).max(365).default(1),
  }),
  pricing_scheme: z.object({ fixed_price: money }),
});

/** Subscriptions v1 create plan request (fixed prices only: what the catalogue sells). */
export const createPlanSchema = z.object({
  product_id: z.string().min(6).max(50),
  name: z.string().min(1).max(127),
  status: z.enum(['CREATED', 'ACTIVE']).default('ACTIVE'),
  description: z.string().min(1).max(127).optional(),
  billing_cycles: z.array(cycleSchema).min(1).max(12),
  payment_preferences: z.object({
    auto_bill_outstanding: z.boolean().default(true),
    setup_fee: money.optional(),
    setup_fee_failure_action: z.enum(['CONTINUE', 'CANCEL']).default('CANCEL'),
    payment_failure_threshold: z.number().int().min(0).max(999).default(0),
  }),
  taxes: z.object({ percentage: z.string(), inclusive: z.boolean().default(true) }).optional(),
  quantity_supported: z.boolean().default(false),
});

/** Subscriptions v1 update pricing request. */
export const updatePricingSchema = z.object({
  pricing_schemes: z
    .array(
      z.object({
        billing_cycle_sequence: z.number().int().min(1).max(99),
        pricing_scheme: z.object({ fixed_price: money }),
      }),
    )
    .min(1)
    .max(99),
});

/** A JSON Patch request (PayPal's `patch_request`): the operations, in order. */
export const patchRequestSchema = z
  .array(
    z.object({
      op: z.enum(['add', 'remove', 'replace', 'move', 'copy', 'test']),
      path: z.string().min(1),
      value: z.unknown().optional(),
      from: z.string().optional(),
    }),
  )
  .min(1);
export type PatchOperation = z.infer<typeof patchRequestSchema>[number];
