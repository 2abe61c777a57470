import { describe, expect, it } from 'vitest';
import { signRestoreLink } from '../restore-link';
import { signWithdrawalStopLink, verifyWithdrawalStopLink } from './withdrawal-stop-link';

const SECRET = 'withdrawal-stop-test-secret-0123456789abcdef';
const claim = { withdrawalId: 'w_1', expiresAt: Date.UTC(2026, 11, 1) / 1000 };
const before = new Date(Date.UTC(2026, 10, 29));

describe('withdrawal stop links', () => {
  it('verifies a link it signed until the withdrawal is carried out', () => {
    const token = signWithdrawalStopLink(claim, SECRET);
    expect(verifyWithdrawalStopLink(token, SECRET, before)).toEqual({ ok: true, claim });
    expect(verifyWithdrawalStopLink(token, SECRET, new Date(claim.expiresAt * 1000))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses another key, another withdrawal, a restore link and malformed tokens', () => {
    const token = signWithdrawalStopLink(claim, SECRET);
    const [, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ w: 'w_2', e: claim.expiresAt })).toString(
      'base64url',
    );
    const restore = signRestoreLink(
      {
        cancellationId: 'w_1',
        provider: 'stripe',
        subscriptionId: 'sub_1',
        expiresAt: claim.expiresAt,
      },
      SECRET,
    );
    for (const candidate of [
      signWithdrawalStopLink(claim, `${SECRET}x`),
      `${forged}.${signature}`,
      restore,
      signWithdrawalStopLink({ withdrawalId: '../w_1', expiresAt: claim.expiresAt }, SECRET),
      'not-a-token',
    ])
      expect(verifyWithdrawalStopLink(candidate, SECRET, before)).toEqual({
        ok: false,
        reason: 'invalid',
      });
  });
});
