import type { StorageService } from './storage.service';

const STORED_PARAMS = ['sgroup', 'dc', 'source', 'fbp', 'twclid', 'ttclid', 'gclid'] as const;

/** Spec 02 §2.2: price group, discount flag, source and ad-click ids from the URL are kept. */
export function captureEntryParams(search: string, storage: StorageService): void {
  const params = new URLSearchParams(search);
  for (const key of STORED_PARAMS) {
    const value = params.get(key);
    if (value !== null) storage.set(key, value);
  }
  if (search && search !== '?') {
    if (storage.get('originalSearchParams') === null) storage.set('originalSearchParams', search);
    storage.set('searchParams', search);
  }
  if (storage.get('firstVisit') === null) storage.set('firstVisit', new Date().toISOString());
}
