import { Collection } from '../state/collection.js';
import type { EmulatorState } from '../state/emulator-state.js';

type StoredCollection = Collection<{ id: string }>;

function isCollection(value: unknown): value is StoredCollection {
  return value instanceof Collection;
}

/**
 * Every collection of the state, by object type (`subscription`, `payment_intent`,
 * `checkout.session`, …), found by inspection so new collections appear without changes here.
 */
export function stateCollections(state: EmulatorState): Map<string, StoredCollection> {
  const collections = new Map<string, StoredCollection>();
  for (const value of Object.values(state))
    if (isCollection(value)) collections.set(value.kind, value);
  return collections;
}

/** A stored object of any type, or undefined. */
export function findStoredObject(state: EmulatorState, id: string): { id: string } | undefined {
  for (const collection of stateCollections(state).values()) {
    const found = collection.get(id);
    if (found) return found;
  }
  return undefined;
}
