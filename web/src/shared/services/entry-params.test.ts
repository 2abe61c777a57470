// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { captureEntryParams, hidePageSecrets } from './entry-params';
import { StorageService } from './storage.service';

describe('captureEntryParams (spec 02 §2.2)', () => {
  let storage: StorageService;
  beforeEach(() => {
    window.localStorage.clear();
    storage = new StorageService();
  });

  it('stores the price group, discount flag, source, token and ad-click ids', () => {
    captureEntryParams(
      '?sgroup=v13&dc=true&source=checkout&token=t1&fbp=fb.1&twclid=tw&ttclid=tt&gclid=g&utm_source=x',
      storage,
    );
    expect(
      ['sgroup', 'dc', 'source', 'token', 'fbp', 'twclid', 'ttclid', 'gclid'].map((key) =>
        storage.get(key as Parameters<StorageService['get']>[0]),
      ),
    ).toEqual(['v13', 'true', 'checkout', 't1', 'fb.1', 'tw', 'tt', 'g']);
  });

  it('keeps a new fbclid as lastSavedFbclid with the time it was first seen', () => {
    captureEntryParams('?fbclid=IwAR2F4-dbP0', storage, '/', () => 1_700_000_000_000);
    expect(storage.get('lastSavedFbclid')).toBe('IwAR2F4-dbP0');
    expect(storage.get('lastSavedFbclidTime')).toBe('1700000000000');
    captureEntryParams('?fbclid=IwAR2F4-dbP0', storage, '/', () => 1_700_000_500_000);
    expect(storage.get('lastSavedFbclidTime')).toBe('1700000000000');
    captureEntryParams('?utm_source=x', storage, '/', () => 1_700_000_600_000);
    expect(storage.get('lastSavedFbclid')).toBe('IwAR2F4-dbP0');
    captureEntryParams('?fbclid=IwBB', storage, '/', () => 1_700_000_900_000);
    expect(storage.get('lastSavedFbclid')).toBe('IwBB');
    expect(storage.get('lastSavedFbclidTime')).toBe('1700000900000');
  });

  it('keeps a later dc=false', () => {
    captureEntryParams('?dc=true', storage);
    captureEntryParams('?dc=false', storage);
    expect(storage.get('dc')).toBe('false');
  });

  it('keeps the latest marketing parameters, and the first ones apart', () => {
    captureEntryParams('?utm_source=fb&utm_campaign=spring', storage);
    captureEntryParams('?utm_source=tiktok', storage);
    expect(storage.get('originalSearchParams')).toBe('?utm_source=fb&utm_campaign=spring');
    expect(storage.get('searchParams')).toBe('?utm_source=tiktok');
  });

  it('never takes marketing parameters from a payment return', () => {
    captureEntryParams('?utm_source=fb', storage);
    captureEntryParams(
      '?payment_intent=pi_1&payment_intent_client_secret=s&subscriptionId=sub&selectedPackageId=p&redirect_status=succeeded&source=elements',
      storage,
    );
    expect(storage.get('searchParams')).toBe('?utm_source=fb');
  });

  it('stores marketing parameters without return fields on a first visit', () => {
    captureEntryParams('?utm_source=fb&gclid=g', storage);
    expect(storage.get('searchParams')).toBe('?utm_source=fb&gclid=g');
  });

  it.each(['ff.qa', 'restore', 'stop', 'plan'])(
    'never stores %s (issue 32), keeps what is beside it',
    (name) => {
      captureEntryParams(`?${name}=PAGE-SECRET&utm_source=fb`, storage);
      expect(JSON.stringify({ ...window.localStorage })).not.toContain('PAGE-SECRET');
      expect(storage.get('searchParams')).toBe('?utm_source=fb');
    },
  );

  it('on the card-update page its token is the link’s key: not stored, the rest is', () => {
    captureEntryParams(
      '?token=CARD-LINK-SECRET&utm_source=mail&sgroup=v13',
      storage,
      '/card-update',
    );
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('CARD-LINK-SECRET');
    expect(storage.get('token')).toBeNull();
    expect(storage.get('sgroup')).toBe('v13');
    expect(storage.get('searchParams')).toBe('?utm_source=mail&sgroup=v13');
  });

  it('on the kept PayPal plan’s page PayPal’s return fields are not kept, the rest is', () => {
    captureEntryParams(
      '?token=EC-PAYPAL-TOKEN&subscription_id=I-PAYPAL-SUB&ba_token=BA-PAYPAL&utm_source=mail',
      storage,
      '/withdraw/paypal-plan',
    );
    const stored = JSON.stringify({ ...window.localStorage });
    for (const value of ['EC-PAYPAL-TOKEN', 'I-PAYPAL-SUB', 'BA-PAYPAL'])
      expect(stored).not.toContain(value);
    expect(storage.get('token')).toBeNull();
    expect(storage.get('searchParams')).toBe('?utm_source=mail');
  });

  it('keeps the checkout’s token (spec 02 §2.2) on every other page', () => {
    captureEntryParams('?token=t1', storage, '/payment');
    expect(storage.get('token')).toBe('t1');
  });
});

describe('hidePageSecrets (issue 32)', () => {
  it('takes the QA key off the address bar, in place, keeping the rest and the hash', () => {
    window.history.pushState({ idx: 3 }, '', '/onboarding?ff.qa=QA&ff.color-scheme=blue#top');
    const length = window.history.length;
    hidePageSecrets(window.location, window.history);
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/onboarding?ff.color-scheme=blue#top',
    );
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual({ idx: 3 });
  });

  it('leaves an address without the key alone', () => {
    window.history.replaceState(null, '', '/cancel/restore?restore=r');
    hidePageSecrets(window.location, window.history);
    expect(window.location.search).toBe('?restore=r');
  });
});
