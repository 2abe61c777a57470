import { describe, expect, it } from 'vitest';
import { signRestoreLink, verifyRestoreLink } from './restore-link';
import {
  signVerificationLink,
  verificationUrl,
  verifyVerificationLink,
} from './wellhub-verification-link';

const SECRET = 'wellhub-link-test-secret-0123456789abcdef';
const now = new Date('2026-11-27T10:00:00Z');
const claim = {
  registrationId: 'reg-1',
  email: 'member@example.com',
  expiresAt: Math.floor(now.getTime() / 1000) + 3600,
};

describe('the Wellhub verification link', () => {
  it('round-trips its claim', () => {
    expect(verifyVerificationLink(signVerificationLink(claim, SECRET), SECRET, now)).toEqual({
      ok: true,
      claim,
    });
  });

  it('expires', () => {
    const later = new Date((claim.expiresAt + 1) * 1000);
    expect(verifyVerificationLink(signVerificationLink(claim, SECRET), SECRET, later)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it.each([
    ['another key', (token: string) => token, 'another-key-0123456789abcdef0123456789'],
    [
      'another address in the payload',
      (token: string) => {
        const [, signature] = token.split('.');
        const payload = Buffer.from(
          JSON.stringify({ r: 'reg-1', m: 'stranger@example.com', e: claim.expiresAt }),
        ).toString('base64url');
        return `${payload}.${signature}`;
      },
      SECRET,
    ],
    ['a third part', (token: string) => `${token}.x`, SECRET],
    ['no signature', (token: string) => token.split('.')[0] ?? '', SECRET],
  ])('refuses %s', (_name, alter, secret) => {
    expect(verifyVerificationLink(alter(signVerificationLink(claim, SECRET)), secret, now)).toEqual(
      { ok: false, reason: 'invalid' },
    );
  });

  it('is no restore link, and a restore link is not one (same key, other purpose)', () => {
    const restore = signRestoreLink(
      {
        cancellationId: 'c1',
        provider: 'stripe',
        subscriptionId: 'sub_1',
        expiresAt: claim.expiresAt,
      },
      SECRET,
    );
    expect(verifyVerificationLink(restore, SECRET, now)).toMatchObject({ ok: false });
    expect(verifyRestoreLink(signVerificationLink(claim, SECRET), SECRET, now)).toMatchObject({
      ok: false,
    });
  });

  it('opens /wellhub/register on the web origin', () => {
    expect(verificationUrl('https://fastwell.app', 'reg-1', 'a.b')).toBe(
      'https://fastwell.app/wellhub/register?wellhubRegistrationId=reg-1&wellhubVerification=a.b',
    );
  });
});
