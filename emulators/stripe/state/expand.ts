import { isJsonObject, toJson, type JsonObject, type JsonValue } from '../http/json.js';
import type { EmulatorState } from './emulator-state.js';

/** `['latest_invoice.confirmation_secret', 'customer']` → `{ latest_invoice: { confirmation_secret: {} }, customer: {} }` */
export interface ExpandTree {
  [field: string]: ExpandTree;
}

export function expandTree(paths: readonly string[] | undefined): ExpandTree {
  const tree: ExpandTree = {};
  for (const path of paths ?? []) {
    let node = tree;
    for (const segment of path.split('.')) node = node[segment] ??= {};
  }
  return tree;
}

/** Fields Stripe only returns when they are named in `expand[]`. */
const INCLUDABLE_FIELDS: Record<string, readonly string[]> = {
  invoice: ['confirmation_secret', 'payments'],
  'checkout.session': ['line_items'],
};

function stripIncludables(value: JsonObject, tree: ExpandTree): void {
  const objectType = typeof value.object === 'string' ? value.object : '';
  for (const field of INCLUDABLE_FIELDS[objectType] ?? [])
    if (!(field in tree)) Reflect.deleteProperty(value, field);
}

function expandValue(value: JsonValue, tree: ExpandTree, state: EmulatorState): JsonValue {
  if (typeof value === 'string') {
    const found = state.findById(value);
    return found ? renderObject(found, tree, state) : value;
  }
  if (Array.isArray(value)) return value.map((item) => expandValue(item, tree, state));
  if (isJsonObject(value)) return expandJson(value, tree, state);
  return value;
}

function expandJson(value: JsonObject, tree: ExpandTree, state: EmulatorState): JsonObject {
  for (const [field, subtree] of Object.entries(tree)) {
    const current = value[field];
    if (current !== undefined && current !== null)
      value[field] = expandValue(current, subtree, state);
  }
  stripIncludables(value, tree);
  return value;
}

/** Renders a stored object as JSON, expanding ids and includable fields named in the tree. */
export function renderObject(object: object, tree: ExpandTree, state: EmulatorState): JsonObject {
  return expandJson(toJson(object), tree, state);
}
