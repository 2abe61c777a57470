// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { postPurchaseSearch } from '../domain/checkout/payment-return';
import { captureEntryParams } from './entry-params';
import { StorageService } from './storage.service';

/**
 * Issue 18 point 6: a sign-in token in the entry URL (/token_login?futoken=…,
 * /login/ctoken?ctoken=…) is a session for whoever holds it. It is neither written to local
 * storage nor copied into a later URL (Stripe's hosted Checkout success_url included), while the
 * marketing parameters beside it are kept.
 */
describe('sign-in tokens in the entry URL', () => {
  let storage: StorageService;
  beforeEach(() => {
    window.localStorage.clear();
    storage = new StorageService();
  });

  it.each(['futoken', 'ctoken'])('%s is not stored nor copied into success_url', (name) => {
    captureEntryParams(`?${name}=SECRET-SESSION&utm_source=app`, storage);

    const successSearch = postPurchaseSearch(storage.get('searchParams') ?? '', {
      source: 'checkout',
    });

    expect(JSON.stringify({ ...window.localStorage })).not.toContain('SECRET-SESSION');
    expect(storage.get('searchParams')).toBe('?utm_source=app');
    expect(successSearch).not.toContain('SECRET-SESSION');
    expect(successSearch).toContain('utm_source=app');
  });

  it('a token kept by an older version is purged on the next visit and never copied', () => {
    storage.set('searchParams', '?futoken=SECRET-SESSION&utm_source=app');
    storage.set('originalSearchParams', '?ctoken=SECRET-SESSION');
    const successSearch = postPurchaseSearch(storage.get('searchParams') ?? '', {
      source: 'checkout',
    });
    expect(successSearch).not.toContain('SECRET-SESSION');

    captureEntryParams('', storage);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('SECRET-SESSION');
    expect(storage.get('searchParams')).toBe('?utm_source=app');
    expect(storage.get('originalSearchParams')).toBeNull();
  });
});
