// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { postPurchaseSearch } from '../domain/checkout/payment-return';
import { captureEntryParams } from './entry-params';
import { StorageService } from './storage.service';

/**
 * Issue 18 point 6, attack: a sign-in token in the entry URL (/token_login?futoken=…,
 * /login/ctoken?ctoken=…) is a session for whoever holds it. Kept with the marketing
 * parameters, it is written to local storage and copied into every later URL, Stripe's
 * hosted Checkout success_url included.
 */
describe('sign-in tokens in the entry URL', () => {
  let storage: StorageService;
  beforeEach(() => {
    window.localStorage.clear();
    storage = new StorageService();
  });

  it.each(['futoken', 'ctoken'])('%s is kept in storage and copied into success_url', (name) => {
    captureEntryParams(`?${name}=SECRET-SESSION&utm_source=app`, storage);

    const stored = `${storage.get('searchParams')} ${storage.get('originalSearchParams')}`;
    const successSearch = postPurchaseSearch(storage.get('searchParams') ?? '', {
      source: 'checkout',
    });

    expect(stored).toContain('SECRET-SESSION');
    expect(successSearch).toContain('SECRET-SESSION');
  });
});
