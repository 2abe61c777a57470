import { z } from 'zod';
import type { PayPalPlanEntry } from './paypal-plan-catalogue';
import type { SubscriptionView } from './subscription-view.mapping';

/** The fields of a PayPal subscription (GET /v1/billing/subscriptions/{id}) the server reads. */
export const payPalSubscriptionSchema = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.string(),
  custom_id: z.string().optional(),
  start_time: z.string().optional(),
  plan_overridden: z.boolean().optional(),
  subscriber: z.object({ payer_id: z.string().optional() }).partial().optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().optional(),
      cycle_executions: z
        .array(z.object({ sequence: z.number(), cycles_completed: z.number() }).loose())
        .optional(),
      last_payment: z
        .object({ amount: z.object({ value: z.string(), currency_code: z.string() }) })
        .optional(),
    })
    .partial()
    .optional(),
});
export type PayPalSubscription = z.infer<typeof payPalSubscriptionSchema>;

const MONTHS: Record<string, number> = {
  trial: 1,
  oneMonth: 1,
  threeMonths: 3,
  sixMonths: 6,
  nineMonths: 9,
};
const monthsOf = (model: string): number =>
  MONTHS[Object.keys(MONTHS).find((prefix) => model.startsWith(prefix)) ?? ''] ?? 1;

const STATUS: Record<string, string> = {
  APPROVAL_PENDING: 'incomplete',
  APPROVED: 'incomplete',
  ACTIVE: 'active',
  SUSPENDED: 'active',
  CANCELLED: 'canceled',
  EXPIRED: 'canceled',
};

const seconds = (iso: string | undefined): number | null =>
  iso ? Math.floor(Date.parse(iso) / 1000) : null;

/** A PayPal subscription in the shape every screen reads (spec 02 §3); suspended shows as paused. */
export function toPayPalView(
  subscription: PayPalSubscription,
  plan: PayPalPlanEntry,
  now: Date,
): SubscriptionView {
  const amount = subscription.billing_info?.last_payment?.amount;
  const nextBilling = seconds(subscription.billing_info?.next_billing_time);
  const isTrial = plan.model.startsWith('trial');
  return {
    provider: 'paypal',
    id: subscription.id,
    customer: subscription.subscriber?.payer_id ?? '',
    plan: {
      id: subscription.plan_id,
      amount: amount ? Math.round(Number(amount.value) * 100) : null,
      currency: (amount?.currency_code ?? plan.currency).toLowerCase(),
      interval: 'month',
      interval_count: monthsOf(plan.model),
    },
    trial_end: isTrial ? nextBilling : null,
    metadata: { uid: subscription.custom_id ?? '', model: plan.model, group: plan.group },
    status: STATUS[subscription.status] ?? subscription.status.toLowerCase(),
    pause_collection:
      subscription.status === 'SUSPENDED' ? { behavior: 'void', resumes_at: null } : null,
    canceled_at: subscription.status === 'CANCELLED' ? Math.floor(now.getTime() / 1000) : null,
    current_period_end: nextBilling,
    updatedAt: now.toISOString(),
  };
}
