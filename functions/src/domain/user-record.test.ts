import { describe, expect, it } from 'vitest';
import type { AuthIdentity } from './auth-identity';
import { newUserRecord, syncUserRecord } from './user-record';

const anonymous: AuthIdentity = {
  uid: 'u1',
  isAnonymous: true,
  providerId: 'anonymous',
  emailVerified: false,
  authTime: new Date('2026-01-01T00:00:00Z'),
};
const now = new Date('2026-11-21T08:00:00Z');
const fresh = (identity: AuthIdentity = anonymous) =>
  newUserRecord({ identity, now, lang: 'de', country: 'AT', newsletter: true });

describe('newUserRecord', () => {
  it('is a web user record of version 5, onboarding', () => {
    expect(fresh()).toEqual({
      providerData: { providerId: 'anonymous', isAnonymous: true, emailVerified: false },
      created: '2026-11-21T08:00:00.000Z',
      lang: 'de',
      country: 'AT',
      appVersion: 'web',
      isWebUser: true,
      rv: 5,
      newsletter: true,
      onboardingActive: true,
    });
  });
});

describe('syncUserRecord', () => {
  const linked: AuthIdentity = {
    uid: 'u1',
    email: 'Ana@Example.com',
    isAnonymous: false,
    providerId: 'password',
    emailVerified: true,
    authTime: new Date('2026-01-01T00:00:00Z'),
  };

  it('replaces provider data and keeps everything else', () => {
    const current = {
      ...fresh(),
      personal: { gender: 'f' },
      onboardingActive: false,
      newsletter: false,
      lang: 'en',
    };
    expect(syncUserRecord(current, fresh(linked))).toEqual({
      ...current,
      providerData: {
        email: 'ana@example.com',
        providerId: 'password',
        isAnonymous: false,
        emailVerified: true,
      },
    });
  });

  it.each<[string, Record<string, unknown>, boolean | undefined]>([
    [
      'a web user without personal data, not onboarding',
      { isWebUser: true, onboardingActive: false },
      true,
    ],
    ['a web user already onboarding', { isWebUser: true, onboardingActive: true }, true],
    [
      'a web user with personal data',
      { isWebUser: true, personal: { gender: 'm' }, onboardingActive: false },
      false,
    ],
    ['an app user without personal data', { isWebUser: false }, undefined],
  ])('onboardingActive for %s', (_name, current, expected) => {
    expect(syncUserRecord({ providerData: {}, ...current }, fresh()).onboardingActive).toBe(
      expected,
    );
  });

  it('fills base fields missing from a record another writer created', () => {
    const synced = syncUserRecord({ subscription: { id: 'sub_1' } }, fresh());
    expect(synced).toMatchObject({
      created: '2026-11-21T08:00:00.000Z',
      rv: 5,
      isWebUser: true,
      subscription: { id: 'sub_1' },
    });
  });
});
