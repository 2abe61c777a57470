import { Collection } from '../state/collection.store.js';
import type { EmulatorStore } from '../state/emulator.store.js';

type StoredCollection = Collection<{ id: string }>;

function isCollection(value: unknown): value is StoredCollection {
  return value instanceof Collection;
}

/**
 * Every collection of the store, by object type (`subscription`, `payment_intent`,
 * `checkout.session`, …), found by inspection so new collections appear without changes here.
 */
export function storeCollections(store: EmulatorStore): Map<string, StoredCollection> {
  const collections = new Map<string, StoredCollection>();
  for (const value of Object.values(store))
    if (isCollection(value)) collections.set(value.kind, value);
  return collections;
}

/** A stored object of any type, or undefined. */
export function findStoredObject(store: EmulatorStore, id: string): { id: string } | undefined {
  for (const collection of storeCollections(store).values()) {
    const found = collection.get(id);
    if (found) return found;
  }
  return undefined;
}
