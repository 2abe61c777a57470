import { describe, expect, it } from 'vitest';
import type { RestoreClaim } from './restore-link';
import { signRestoreLink, verifyRestoreLink } from './restore-link';

const SECRET = 'restore-link-test-secret-0123456789abcdef';
const claim: RestoreClaim = {
  cancellationId: 'c_1',
  provider: 'stripe',
  subscriptionId: 'sub_123',
  expiresAt: Date.UTC(2026, 11, 1) / 1000,
};
const before = new Date(Date.UTC(2026, 10, 27));

describe('restore links', () => {
  it('verifies a link it signed until its expiry', () => {
    const token = signRestoreLink(claim, SECRET);
    expect(verifyRestoreLink(token, SECRET, before)).toEqual({ ok: true, claim });
    expect(verifyRestoreLink(token, SECRET, new Date(claim.expiresAt * 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses another key, a changed claim and malformed tokens', () => {
    const token = signRestoreLink(claim, SECRET);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ c: 'c_1', p: 'stripe', s: 'sub_other', e: claim.expiresAt }),
    ).toString('base64url');
    const refused = [
      signRestoreLink(claim, `${SECRET}x`),
      `${forged}.${signature}`,
      `${payload}.`,
      `${payload}.${signature}.x`,
      'not-a-token',
      '',
    ];
    for (const candidate of refused)
      expect(verifyRestoreLink(candidate, SECRET, before)).toEqual({
        ok: false,
        reason: 'invalid',
      });
  });

  it('carries the provider (a scheduled PayPal cancellation has a link too)', () => {
    const paypal: RestoreClaim = { ...claim, provider: 'paypal', subscriptionId: 'I-ABC123' };
    expect(verifyRestoreLink(signRestoreLink(paypal, SECRET), SECRET, before)).toEqual({
      ok: true,
      claim: paypal,
    });
  });

  it('refuses a signed claim of the wrong shape', () => {
    const odd = { ...claim, subscriptionId: '../users' };
    expect(verifyRestoreLink(signRestoreLink(odd, SECRET), SECRET, before)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
