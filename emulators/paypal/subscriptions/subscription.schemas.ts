import { z } from 'zod';

const name = z.object({
  given_name: z.string().min(1).max(140).optional(),
  surname: z.string().min(1).max(140).optional(),
});

/** PayPal's `money` and `percentage` value formats (decimal strings). */
const decimal = z
  .string()
  .max(32)
  .regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/);
const money = z.object({ currency_code: z.string().length(3), value: decimal });

/**
 * `plan` in the create request (PayPal's `plan_override`): per-subscription billing cycles (by
 * `sequence`), payment preferences (setup fee) and taxes that replace the plan's own.
 */
export const planOverrideSchema = z.object({
  billing_cycles: z
    .array(
      z.object({
        sequence: z.number().int().min(1).max(99),
        pricing_scheme: z.object({ fixed_price: money.optional() }).optional(),
        total_cycles: z.number().int().min(0).max(999).optional(),
      }),
    )
    .min(1)
    .max(12)
    .optional(),
  payment_preferences: z
    .object({
      auto_bill_outstanding: z.boolean().optional(),
      setup_fee: money.optional(),
      setup_fee_failure_action: z.enum(['CONTINUE', 'CANCEL']).optional(),
      payment_failure_threshold: z.number().int().min(0).max(999).optional(),
    })
    .optional(),
  taxes: z.object({ percentage: decimal.optional(), inclusive: z.boolean().optional() }).optional(),
});
export type PlanOverride = z.infer<typeof planOverrideSchema>;

const applicationContext = z.object({
  brand_name: z.string().min(1).max(127).optional(),
  locale: z.string().min(2).max(10).optional(),
  shipping_preference: z.enum(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']).optional(),
  user_action: z.enum(['CONTINUE', 'SUBSCRIBE_NOW']).optional(),
  return_url: z.url().max(4000),
  cancel_url: z.url().max(4000),
});

const quantity = z.string().regex(/^\d{1,32}$/);

/** `POST /v1/billing/subscriptions` (the fields this emulator understands; others are ignored). */
export const createSubscriptionSchema = z.object({
  plan_id: z.string().min(3).max(50),
  start_time: z.iso.datetime({ offset: true }).optional(),
  quantity: quantity.optional(),
  auto_renewal: z.boolean().optional(),
  custom_id: z.string().min(1).max(127).optional(),
  plan: planOverrideSchema.optional(),
  subscriber: z
    .object({ name: name.optional(), email_address: z.email().max(254).optional() })
    .optional(),
  application_context: applicationContext.optional(),
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

/**
 * `POST /v1/billing/subscriptions/{id}/revise` (PayPal's `subscription_revise_request`; shipping
 * fields are ignored): the new plan and/or quantity, a `plan` override for it (earlier overrides
 * are not carried forward) and where the approval window returns to.
 */
export const reviseSubscriptionSchema = z.object({
  plan_id: z.string().min(3).max(50).optional(),
  quantity: quantity.optional(),
  plan: planOverrideSchema.optional(),
  application_context: applicationContext.optional(),
});
export type ReviseSubscriptionInput = z.infer<typeof reviseSubscriptionSchema>;

/** `POST …/cancel` and `…/suspend`: PayPal requires a reason. */
export const requiredReasonSchema = z.object({ reason: z.string().min(1).max(128) });
/** `POST …/activate`: the reason is optional. */
export const optionalReasonSchema = z.object({ reason: z.string().min(1).max(128).optional() });

/** `POST /_emulator/subscriptions/:id/approve`: who the test buyer is (all optional). */
export const approvalSchema = z.object({
  email_address: z.email().optional(),
  payer_id: z
    .string()
    .regex(/^[A-Z0-9]{13}$/)
    .optional(),
  name: name.optional(),
});
export type ApprovalInput = z.infer<typeof approvalSchema>;

/** `POST …/capture` (PayPal's `subscription_capture_request`: all three fields required). */
export const captureSchema = z.object({
  note: z.string().min(1).max(128),
  capture_type: z.enum(['OUTSTANDING_BALANCE']),
  amount: money,
});
export type CaptureInput = z.infer<typeof captureSchema>;
