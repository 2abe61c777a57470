import { describe, expect, it } from 'vitest';
import {
  afterPartnerAnswer,
  decideClaim,
  decideMembership,
  isDatabaseKey,
  isRevalidationDue,
  maskEmail,
  parseRegistration,
  registrationUse,
  vouchesFor,
} from './wellhub-registration';

const now = new Date('2026-03-01T10:00:00Z');

describe('parseRegistration', () => {
  it.each([
    [
      { gympass_user_id: 'gp-1', email: 'a@b.c' },
      { gympass_user_id: 'gp-1', email: 'a@b.c' },
    ],
    [
      { gympass_user_id: 12345, email: 'a@b.c', extra: 1 },
      { gympass_user_id: '12345', email: 'a@b.c' },
    ],
    [
      { gympass_user_id: 'gp-1', email: 'a@b.c', consumedBy: 'u1' },
      { gympass_user_id: 'gp-1', email: 'a@b.c', consumedBy: 'u1' },
    ],
    [null, null],
    [{ gympass_user_id: 'gp-1' }, null],
    [{ email: 'a@b.c' }, null],
    [{ gympass_user_id: '', email: 'a@b.c' }, null],
    ['gp-1', null],
  ])('%j → %j', (stored, expected) => {
    expect(parseRegistration(stored)).toEqual(expected);
  });
});

describe('decideMembership', () => {
  const input = { gympassUserId: 'gp-1', email: 'Member@Example.com', now, validated: true };
  const written = {
    kind: 'write',
    membership: {
      status: 'active',
      gympassUserId: 'gp-1',
      email: 'member@example.com',
      registeredAt: now.toISOString(),
      emailVerifiedAt: now.toISOString(),
      validatedAt: now.toISOString(),
    },
  };
  it.each([
    ['no membership', null, written],
    [
      'the same active membership',
      { status: 'active', gympassUserId: 'gp-1', registeredAt: 'x' },
      { kind: 'unchanged' },
    ],
    ['another partner id', { status: 'active', gympassUserId: 'gp-2' }, written],
    ['an ended membership', { status: 'inactive', gympassUserId: 'gp-1' }, written],
    ['a malformed value', 'active', written],
  ])('%s', (_name, current, expected) => {
    expect(decideMembership(current, input)).toEqual(expected);
  });

  it('leaves validatedAt out when the partner did not answer', () => {
    const decision = decideMembership(null, { ...input, validated: false });
    expect(decision.kind === 'write' && decision.membership).not.toHaveProperty('validatedAt');
  });
});

describe('maskEmail', () => {
  it.each([
    ['anna.berg@gmail.com', 'a•••@g•••.com'],
    [' Member@Example.CO.UK ', 'm•••@e•••.uk'],
    ['x@localhost', 'x•••@l•••'],
    ['not-an-address', '•••'],
    ['@example.com', '•••'],
  ])('%j → %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('registrationUse', () => {
  const registration = { gympass_user_id: 'gp-1', email: 'a@b.c' };
  const active = { status: 'active', gympassUserId: 'gp-1' };
  it.each([
    ['unused', registration, null, 'first'],
    [
      'used by this account, membership active',
      { ...registration, consumedBy: 'u1' },
      active,
      'again',
    ],
    [
      'used by this account, membership ended',
      { ...registration, consumedBy: 'u1' },
      { ...active, status: 'ended' },
      'used',
    ],
    [
      'used by this account, membership of another id',
      { ...registration, consumedBy: 'u1' },
      { ...active, gympassUserId: 'gp-2' },
      'used',
    ],
    ['used by another account', { ...registration, consumedBy: 'u2' }, active, 'used'],
  ])('%s → %s', (_name, stored, membership, expected) => {
    expect(registrationUse(stored, 'u1', membership)).toBe(expected);
  });
});

describe('isRevalidationDue', () => {
  const day = 24 * 60 * 60 * 1000;
  const ago = (days: number) => new Date(now.getTime() - days * day).toISOString();
  it.each([
    ['confirmed 29 days ago', { validatedAt: ago(29) }, false],
    ['confirmed 30 days ago', { validatedAt: ago(30) }, true],
    ['never confirmed', {}, true],
    ['ended', { status: 'ended', validatedAt: ago(40) }, false],
    ['of another partner id', { gympassUserId: 'gp-2', validatedAt: ago(40) }, false],
  ])('%s → %s', (_name, fields, expected) => {
    const membership = {
      status: 'active',
      gympassUserId: 'gp-1',
      registeredAt: ago(90),
      ...fields,
    };
    expect(isRevalidationDue(membership, 'gp-1', now)).toBe(expected);
  });
  it('is never due for something that is no membership', () => {
    expect(isRevalidationDue('active', 'gp-1', now)).toBe(false);
  });
});

describe('afterPartnerAnswer', () => {
  const membership = { status: 'active', gympassUserId: 'gp-1', email: 'a@b.c', registeredAt: 'x' };
  it('confirms an active one', () => {
    expect(afterPartnerAnswer(membership, 'gp-1', 'active', now)).toEqual({
      ...membership,
      validatedAt: now.toISOString(),
    });
  });
  it('ends one the partner denies, keeping what it was', () => {
    expect(afterPartnerAnswer(membership, 'gp-1', 'ended', now)).toEqual({
      ...membership,
      status: 'ended',
      validatedAt: now.toISOString(),
      endedAt: now.toISOString(),
    });
  });
  it.each([
    ['already ended', { ...membership, status: 'ended' }, 'gp-1'],
    ['another partner id now', membership, 'gp-2'],
    ['gone', null, 'gp-1'],
  ])('leaves one %s alone', (_name, current, id) => {
    expect(afterPartnerAnswer(current, id, 'ended', now)).toBeUndefined();
  });
});

describe('vouchesFor', () => {
  const registration = { gympass_user_id: 'gp-1', email: 'Member@Example.com' };
  it.each([
    ['the same id and e-mail', { gympassUserId: 'gp-1', email: 'member@example.com' }, true],
    ['the e-mail in another case', { gympassUserId: 'gp-1', email: ' MEMBER@example.COM ' }, true],
    ['another partner id', { gympassUserId: 'gp-2', email: 'member@example.com' }, false],
    ['another e-mail', { gympassUserId: 'gp-1', email: 'someone@example.com' }, false],
  ])('%s → %s', (_name, claim, expected) => {
    expect(vouchesFor(registration, claim)).toBe(expected);
  });
});

describe('decideClaim', () => {
  it.each([
    [null, 'claim'],
    [undefined, 'claim'],
    ['u1', 'mine'],
    ['u2', 'taken'],
  ])('%j → %s', (current, expected) => {
    expect(decideClaim(current, 'u1')).toBe(expected);
  });
});

describe('isDatabaseKey', () => {
  it.each([
    ['gp-123', true],
    ['a'.repeat(128), true],
    ['', false],
    ['a'.repeat(129), false],
    ['a/b', false],
    ['a.b', false],
    ['a#b', false],
    ['a$b', false],
    ['a[b]', false],
    ['a b', false],
    ['a\u0000b', false],
    ['a\u007fb', false],
    ['zoë-😀', true],
    [12, false],
  ])('%j → %s', (value, expected) => {
    expect(isDatabaseKey(value)).toBe(expected);
  });
});
