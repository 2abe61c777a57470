import { z } from 'zod';

/** What happens to the subscription once an invoice's retries are exhausted. */
export const END_BEHAVIORS = ['cancel', 'unpaid', 'past_due'] as const;
/** What happens to the invoice itself then ("leave the invoice past-due" or uncollectible). */
export const INVOICE_AFTER_RETRIES = ['leave_open', 'mark_uncollectible'] as const;

/**
 * The account's custom retry schedule (Dashboard → Billing → Revenue recovery → Retries):
 * retries `retry_days` days after an invoice's first failed attempt, then the end behaviours.
 */
export interface RetrySettings {
  retry_days: number[];
  end_behavior: (typeof END_BEHAVIORS)[number];
  invoice_after_retries: (typeof INVOICE_AFTER_RETRIES)[number];
}

export const DEFAULT_RETRY_SETTINGS: Readonly<RetrySettings> = Object.freeze({
  retry_days: [3, 5, 7],
  end_behavior: 'cancel',
  invoice_after_retries: 'leave_open',
});

/** Stripe's Smart Retries allow up to 8 retries within at most two months. */
const MAX_RETRIES = 8;
const MAX_RETRY_DAY = 60;

/** `POST /_emulator/billing/retry_settings`: any of the fields; the others stay as they are. */
export const retrySettingsSchema = z
  .object({
    retry_days: z
      .array(z.number().int().min(1).max(MAX_RETRY_DAY))
      .max(MAX_RETRIES)
      .refine((days) => days.every((day, index) => index === 0 || day > (days[index - 1] ?? 0)), {
        message: 'retry days must be strictly increasing',
      })
      .optional(),
    end_behavior: z.enum(END_BEHAVIORS).optional(),
    invoice_after_retries: z.enum(INVOICE_AFTER_RETRIES).optional(),
  })
  .strict();

export function copyRetrySettings(settings: Readonly<RetrySettings>): RetrySettings {
  return { ...settings, retry_days: [...settings.retry_days] };
}
