import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  EMPTY_DRAFT,
  readDraft,
  readReceipt,
  restoreProblem,
  serverProblem,
  validateDraft,
} from './cancellation-form';

const valid = { ...EMPTY_DRAFT, name: 'Erika', email: 'erika@example.com' };

describe('cancellation form rules', () => {
  it.each([
    [{}, {}],
    [{ name: '   ' }, { name: 'cancel.errors.nameRequired' }],
    [{ name: 'x'.repeat(201) }, { name: 'cancel.errors.tooLong' }],
    [{ email: 'erika@' }, { email: 'cancel.errors.emailInvalid' }],
    [{ reference: 'r'.repeat(101) }, { reference: 'cancel.errors.tooLong' }],
    [{ kind: 'extraordinary' as const }, { reason: 'cancel.errors.reasonRequired' }],
    [{ kind: 'extraordinary' as const, reason: 'Moved' }, {}],
    [{ reason: '' }, {}],
    [
      { endChoice: 'date' as const, endDate: '2026-02-30x' },
      { endDate: 'cancel.errors.dateRequired' },
    ],
    [
      { endChoice: 'date' as const, endDate: '2026-11-26' },
      { endDate: 'cancel.errors.dateInPast' },
    ],
    [{ endChoice: 'date' as const, endDate: '2026-11-27' }, {}],
    [{ endChoice: 'date' as const, endDate: '2031-11-27' }, {}],
    [
      { endChoice: 'date' as const, endDate: '2031-11-28' },
      { endDate: 'cancel.errors.dateTooFar' },
    ],
    [{ endChoice: 'earliest' as const, endDate: '2020-01-01' }, {}],
  ])('%j → %j', (change, errors) => {
    expect(validateDraft({ ...valid, ...change }, '2026-11-27')).toEqual(errors);
  });

  it('reads a stored draft as far as it is one', () => {
    expect(readDraft(null)).toEqual(EMPTY_DRAFT);
    expect(readDraft({ name: 'Erika', kind: 'weird', endChoice: 'date', email: 3 })).toEqual({
      ...EMPTY_DRAFT,
      name: 'Erika',
      endChoice: 'date',
    });
  });

  it('writes a calendar day in local time', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it.each([
    [
      { code: 'rate-limited', retryAfterSeconds: 30 },
      'cancel.errors.rateLimitedFor',
      { minutes: 1 },
    ],
    [{ code: 'rate-limited', retryAfterSeconds: null }, 'cancel.errors.rateLimited', undefined],
    [{ code: 'network-error' }, 'cancel.errors.network', undefined],
    [{ code: 'restore-link-used' }, 'cancel.restore.errors.restore-link-used', undefined],
    [{ code: 'server-misconfigured' }, 'cancel.errors.unknown', undefined],
  ])('server problem %j → %s', (error, key, values) => {
    expect(serverProblem(error)).toEqual(values ? { key, values } : { key });
  });

  it.each([
    [{ code: 'restore-link-expired' }, 'cancel.restore.errors.restore-link-expired'],
    [{ code: 'rate-limited' }, 'cancel.errors.rateLimited'],
    [{ code: 'network-error' }, 'cancel.restore.errors.network'],
    [{ code: 'invalid-request' }, 'cancel.restore.errors.unknown'],
  ])('restore problem %j → %s', (error, key) => {
    expect(restoreProblem(error).key).toBe(key);
  });
});

describe('readReceipt (what a reload finds in the tab)', () => {
  const receipt = {
    id: 'c_123',
    receivedAt: '2026-11-27T03:58:00.000Z',
    name: 'Erika Mustermann',
    email: 'erika@example.com',
    kind: 'ordinary',
  };
  it.each([
    ['a receipt', receipt, receipt],
    ['nothing', null, undefined],
    ['a receipt without its id', { ...receipt, id: undefined }, undefined],
    ['a draft', EMPTY_DRAFT, undefined],
  ])('%s', (_case, raw, expected) => {
    expect(readReceipt(raw)).toEqual(expected);
  });
});
