import { patchTargets } from '../http/patch-operations.js';
import { invalidPatch, unprocessable } from '../http/paypal-error.js';
import type { Money } from '../paypal-types.js';
import { money, type PatchOperation } from '../routes/catalog.schemas.js';
import { isoTime } from '../state/ids.js';
import type { PayPalState, StoredSubscription } from '../state/paypal-state.js';
import { schedulePriceChange } from './price-schedule.js';
import { renderSubscription } from './subscription.factory.js';
import { findSubscription } from './subscription-lifecycle.service.js';

/** One validated operation: what it does to the subscription, applied once all passed. */
type Change = (stored: StoredSubscription, nowMs: number) => void;

interface PatchablePath {
  ops: readonly PatchOperation['op'][];
  /** A `plan.*` path: the subscription then reports `plan_overridden: true`. */
  plan: boolean;
  change(operation: PatchOperation, stored: StoredSubscription): Change;
}

const invalidValue = (operation: PatchOperation) =>
  invalidPatch(operation, 'INVALID_PARAMETER_VALUE', 'The value of a field is invalid.');

/** PayPal's `subscriptions.patch-400` issues for an integer out of its range. */
function integerIn(operation: PatchOperation, min: number, max: number): number {
  const { value } = operation;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalidValue(operation);
  if (value < min)
    throw invalidPatch(
      operation,
      'INVALID_INTEGER_MIN_VALUE',
      'The integer value of a field is too small.',
    );
  if (value > max)
    throw invalidPatch(
      operation,
      'INVALID_INTEGER_MAX_VALUE',
      'The integer value of a field is too large.',
    );
  return value;
}

function stringOf(operation: PatchOperation, maxLength: number): string {
  const { value } = operation;
  if (typeof value !== 'string') throw invalidValue(operation);
  if (value.length === 0)
    throw invalidPatch(
      operation,
      'INVALID_STRING_MIN_LENGTH',
      'The value of a field is too short.',
    );
  if (value.length > maxLength)
    throw invalidPatch(operation, 'INVALID_STRING_MAX_LENGTH', 'The value of a field is too long.');
  return value;
}

/** The create request's `plan` grows by what the PATCH set (what plan changes leave alone). */
function overrideCycle(
  stored: StoredSubscription,
  sequence: number,
  set: { fixed_price?: Money; total_cycles?: number },
) {
  const cycles = ((stored.planOverride ??= {}).billing_cycles ??= []);
  let entry = cycles.find((found) => found.sequence === sequence);
  if (!entry) cycles.push((entry = { sequence }));
  if (set.fixed_price) entry.pricing_scheme = { fixed_price: { ...set.fixed_price } };
  if (set.total_cycles !== undefined) entry.total_cycles = set.total_cycles;
}

type Preference = 'auto_bill_outstanding' | 'payment_failure_threshold';

function preference(key: Preference, parse: (operation: PatchOperation) => unknown): PatchablePath {
  return {
    ops: ['replace'],
    plan: true,
    change(operation) {
      const value = parse(operation);
      return (stored) => {
        stored.plan.payment_preferences = { ...stored.plan.payment_preferences, [key]: value };
        const override = (stored.planOverride ??= {});
        override.payment_preferences = { ...override.payment_preferences, [key]: value };
      };
    },
  };
}

/**
 * The cycle a `plan.billing_cycles[@sequence==n]` path names, if it may still change: a sequence
 * the plan lacks is 422 INVALID_BILLING_CYCLE_SEQUENCE; one whose cycles have all run ("trial
 * cycles can't be updated if completed") 422 BILLING_CYCLE_EXECUTION_COMPLETED.
 */
function openCycle(stored: StoredSubscription, sequence: number, operation: PatchOperation) {
  const cycle = stored.plan.billing_cycles.find((found) => found.sequence === sequence);
  if (!cycle)
    throw unprocessable(
      'INVALID_BILLING_CYCLE_SEQUENCE',
      'The provided billing cycle sequence is not available.',
      operation.path,
    );
  const execution = stored.resource.billing_info?.cycle_executions?.find(
    (found) => found.sequence === sequence,
  );
  const completed = execution?.cycles_completed ?? 0;
  if (execution?.total_cycles && completed >= execution.total_cycles)
    throw unprocessable(
      'BILLING_CYCLE_EXECUTION_COMPLETED',
      'Update cannot be performed on a billing cycle that has completed execution.',
      operation.path,
    );
  return { cycle, execution, completed };
}

function fixedPrice(sequence: number): PatchablePath {
  return {
    ops: ['add', 'replace'],
    plan: true,
    change(operation, stored) {
      const parsed = money.safeParse(operation.value);
      if (!parsed.success || Number(parsed.data.value) < 0) throw invalidValue(operation);
      const { cycle } = openCycle(stored, sequence, operation);
      if (parsed.data.currency_code !== cycle.pricing_scheme.fixed_price.currency_code)
        throw unprocessable(
          'CURRENCY_MISMATCH',
          "The currency code is different from the subscription's currency code.",
          operation.path,
        );
      const price = parsed.data;
      return (target, nowMs) => {
        schedulePriceChange(target, cycle, price, nowMs);
        cycle.pricing_scheme = {
          ...cycle.pricing_scheme,
          fixed_price: { ...price },
          version: (cycle.pricing_scheme.version ?? 1) + 1,
          update_time: isoTime(nowMs),
        };
        overrideCycle(target, sequence, { fixed_price: price });
      };
    },
  };
}

function totalCycles(sequence: number): PatchablePath {
  return {
    ops: ['replace'],
    plan: true,
    change(operation, stored) {
      const total = integerIn(operation, 0, 999);
      const { cycle, execution, completed } = openCycle(stored, sequence, operation);
      if (total !== 0 && total < completed)
        throw unprocessable(
          'INVALID_BILLING_TOTAL_CYCLES',
          'The total cycles cannot be less than the number of billing cycles completed.',
          operation.path,
        );
      return (target) => {
        cycle.total_cycles = total;
        if (execution) {
          execution.total_cycles = total;
          execution.cycles_remaining = total === 0 ? 0 : total - completed;
        }
        overrideCycle(target, sequence, { total_cycles: total });
      };
    },
  };
}

/** What the emulator models of PayPal's "Update subscription" table of attributes and operations. */
const PATCHABLE: Record<string, PatchablePath> = {
  '/custom_id': {
    ops: ['add', 'replace'],
    plan: false,
    change(operation) {
      const customId = stringOf(operation, 127);
      return (stored) => (stored.resource.custom_id = customId);
    },
  },
  '/plan/payment_preferences/auto_bill_outstanding': preference(
    'auto_bill_outstanding',
    (operation) => {
      if (typeof operation.value !== 'boolean') throw invalidValue(operation);
      return operation.value;
    },
  ),
  '/plan/payment_preferences/payment_failure_threshold': preference(
    'payment_failure_threshold',
    (operation) => integerIn(operation, 0, 999),
  ),
};

const CYCLE_PATH =
  /^\/plan\/billing_cycles\/@sequence==(\d{1,2})\/(pricing_scheme\/fixed_price|total_cycles)$/;

function patchableAt(path: string): PatchablePath | undefined {
  const cyclePath = CYCLE_PATH.exec(path);
  if (!cyclePath) return PATCHABLE[path];
  const sequence = Number(cyclePath[1]);
  return cyclePath[2] === 'total_cycles' ? totalCycles(sequence) : fixedPrice(sequence);
}

/** Every operation checked before any applies, so a refused request changes nothing. */
function changesFor(stored: StoredSubscription, operations: PatchOperation[]) {
  const targets = patchTargets(operations, patchableAt, (patchable, op) =>
    patchable.ops.includes(op),
  );
  return targets.map(({ operation, target }) => {
    if (operation.value === undefined)
      throw invalidPatch(operation, 'MISSING_REQUIRED_PARAMETER', 'A required field is missing.');
    return { apply: target.change(operation, stored), plan: target.plan };
  });
}

/**
 * `PATCH /v1/billing/subscriptions/{id}` (Subscriptions v1 "Update subscription") on an ACTIVE or
 * SUSPENDED subscription: `custom_id`, a cycle's `pricing_scheme.fixed_price` and `total_cycles`,
 * `plan.payment_preferences.auto_bill_outstanding` and `payment_failure_threshold`. The
 * subscription's own plan changes at once and it reports `plan_overridden: true`; a later change
 * of the catalogue plan no longer reaches those fields. A new price bills only the cycles
 * scheduled 10 days or more after the PATCH (price-schedule.ts). Emits BILLING.SUBSCRIPTION.UPDATED.
 */
export function patchSubscription(
  state: PayPalState,
  id: string,
  operations: PatchOperation[],
): void {
  const stored = findSubscription(state, id);
  const { resource } = stored;
  if (resource.status !== 'ACTIVE' && resource.status !== 'SUSPENDED')
    throw unprocessable(
      'SUBSCRIPTION_STATUS_INVALID',
      'Invalid subscription status for patch action; subscription status should be either active or suspended.',
    );
  const changes = changesFor(stored, operations);
  const nowMs = state.clock.nowMs();
  for (const { apply } of changes) apply(stored, nowMs);
  if (changes.some(({ plan }) => plan)) resource.plan_overridden = true;
  resource.update_time = state.clock.iso();
  const rendered = renderSubscription(stored, state.baseUrl);
  state.webhooks.emit({ type: 'BILLING.SUBSCRIPTION.UPDATED', resource: rendered });
}
