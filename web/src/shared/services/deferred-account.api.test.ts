import { describe, expect, it, vi } from 'vitest';
import { type AccountCalls, DeferredAccountApi } from './deferred-account.api';

function fakeAccount(): AccountCalls {
  return {
    checkEmailExists: vi.fn(() => Promise.resolve(true)),
    syncUser: vi.fn(() => Promise.resolve({ created: false })),
    saveOnboardingData: vi.fn(() => Promise.resolve({ ok: true })),
    generateCustomToken: vi.fn(() => Promise.resolve('custom-token')),
    profile: vi.fn(() => Promise.resolve(null)),
  };
}

describe('DeferredAccountApi', () => {
  it('loads the account API on the first call, not before, and once for every call after', async () => {
    const account = fakeAccount();
    const load = vi.fn(() => Promise.resolve(account));
    const deferred = new DeferredAccountApi(load);
    expect(load).not.toHaveBeenCalled();
    await expect(deferred.checkEmailExists('a@b.c')).resolves.toBe(true);
    await expect(deferred.generateCustomToken()).resolves.toBe('custom-token');
    await deferred.syncUser({ lang: 'de' });
    expect(account.checkEmailExists).toHaveBeenCalledWith('a@b.c');
    expect(account.syncUser).toHaveBeenCalledWith({ lang: 'de' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that did not arrive fails that call; the next call loads again', async () => {
    const account = fakeAccount();
    const load = vi
      .fn<() => Promise<AccountCalls>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(account);
    const deferred = new DeferredAccountApi(load);
    await expect(deferred.profile()).rejects.toThrow('chunk failed');
    await expect(deferred.profile()).resolves.toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
