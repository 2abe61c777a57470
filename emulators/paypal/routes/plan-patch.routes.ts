import { z } from 'zod';
import { patchTargets } from '../http/patch-operations.js';
import { invalidPatch } from '../http/paypal-error.js';
import { parseJsonBody } from '../http/request-body.js';
import { noContent, type Router } from '../http/router.js';
import type { PlanResource } from '../paypal-types.js';
import type { PlanOverride } from '../subscriptions/subscription.schemas.js';
import { money, patchRequestSchema, type PatchOperation } from './catalog.schemas.js';
import { requirePlan } from './plans.routes.js';

type Setter = (target: PlanResource) => void;

interface PatchablePath {
  /** The change a valid value makes (to the plan, and to the subscriptions billing by it). */
  setter(value: unknown, plan: PlanResource): Setter | undefined;
  /** Whether a subscription's create-time override holds the field: the plan's change skips it. */
  overridden?(override: PlanOverride): boolean;
}

const field =
  <T>(schema: z.ZodType<T>, set: (target: PlanResource, value: T) => void) =>
  (value: unknown): Setter | undefined => {
    const parsed = schema.safeParse(value);
    return parsed.success ? (target) => set(target, parsed.data) : undefined;
  };

type Preferences = NonNullable<PlanResource['payment_preferences']>;

function preference<Key extends keyof Preferences>(
  key: Key,
  schema: z.ZodType<Preferences[Key]>,
): PatchablePath {
  return {
    setter: field(schema, (target, value) => {
      target.payment_preferences = { ...target.payment_preferences, [key]: value };
    }),
    overridden: (override) => override.payment_preferences?.[key] !== undefined,
  };
}

const currencyOf = (plan: PlanResource) =>
  plan.billing_cycles[0]?.pricing_scheme.fixed_price.currency_code;

/** What PayPal's "Update plan" lets a PATCH replace (its table of attributes and operations). */
const PATCHABLE: Record<string, PatchablePath> = {
  '/name': {
    setter: field(z.string().min(1).max(127), (target, value) => (target.name = value)),
  },
  '/description': {
    setter: field(z.string().min(1).max(127), (target, value) => (target.description = value)),
  },
  '/payment_preferences/auto_bill_outstanding': preference('auto_bill_outstanding', z.boolean()),
  '/payment_preferences/payment_failure_threshold': preference(
    'payment_failure_threshold',
    z.number().int().min(0).max(999),
  ),
  '/payment_preferences/setup_fee_failure_action': preference(
    'setup_fee_failure_action',
    z.enum(['CONTINUE', 'CANCEL']),
  ),
  '/payment_preferences/setup_fee': {
    setter: (value, plan) =>
      preference(
        'setup_fee',
        money.refine((fee) => fee.currency_code === currencyOf(plan)),
      ).setter(value, plan),
    overridden: (override) => override.payment_preferences?.setup_fee !== undefined,
  },
  '/taxes/percentage': {
    setter: field(z.string().regex(/^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/), (target, value) => {
      target.taxes = { inclusive: target.taxes?.inclusive ?? true, percentage: value };
    }),
    overridden: (override) => override.taxes?.percentage !== undefined,
  },
};

/** Checks every operation first, so a refused request changes nothing. */
function settersFor(plan: PlanResource, operations: PatchOperation[]) {
  const targets = patchTargets(
    operations,
    (path) => PATCHABLE[path],
    (_, op) => op === 'replace',
  );
  return targets.map(({ operation, target }) => {
    const setter = target.setter(operation.value, plan);
    if (!setter)
      throw invalidPatch(operation, 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');
    return { setter, overridden: target.overridden };
  });
}

/**
 * `PATCH /v1/billing/plans/{id}` (Subscriptions v1 "Update plan"): JSON Patch `replace` of the
 * fields PayPal lists; 204. A payment preference or the tax percentage also changes for the
 * subscriptions billing by the plan, except those whose create request overrode that field
 * (PayPal: "Once overridden, changes to plan resource will not impact subscription").
 */
export function registerPlanPatchRoutes(router: Router): void {
  router.patch('/v1/billing/plans/:id', 'app', (context) => {
    const { state } = context;
    const plan = requirePlan(state, context.params.id);
    const changes = settersFor(plan, parseJsonBody(context, patchRequestSchema));
    for (const { setter, overridden } of changes) {
      setter(plan);
      if (!overridden) continue;
      for (const stored of state.subscriptions.values())
        if (stored.resource.plan_id === plan.id && !overridden(stored.planOverride ?? {}))
          setter(stored.plan);
    }
    plan.update_time = state.clock.iso();
    return noContent();
  });
}
