import { VISITOR_ID } from '@fastwell/contract/experiments';
import type { StorageService } from './storage.service';

/**
 * The anonymous visitor id (spec 01 §3's `localId`): made on the first visit, kept for good (the
 * loading screen does not clear it), the same for the whole funnel and every flow. Experiments
 * hash it; analytics events and purchases carry it. A stored value of another shape is replaced.
 */
export function visitorIdOf(storage: StorageService, makeId: () => string = randomId): string {
  const stored = storage.get('localId');
  if (stored !== null && VISITOR_ID.test(stored)) return stored;
  const id = makeId();
  storage.set('localId', id);
  return id;
}

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers: the same 122 random bits, formatted as a version-4 UUID.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
