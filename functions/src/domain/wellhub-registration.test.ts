import { describe, expect, it } from 'vitest';
import {
  decideClaim,
  decideMembership,
  isDatabaseKey,
  parseRegistration,
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
  const input = { gympassUserId: 'gp-1', email: 'Member@Example.com', now };
  const written = {
    kind: 'write',
    membership: {
      status: 'active',
      gympassUserId: 'gp-1',
      email: 'member@example.com',
      registeredAt: now.toISOString(),
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
