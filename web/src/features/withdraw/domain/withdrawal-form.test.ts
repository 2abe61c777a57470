import { describe, expect, it } from 'vitest';
import {
  EMPTY_DRAFT,
  readDraft,
  readReceipt,
  serverProblem,
  stopProblem,
  SUPPORT_EMAIL,
  validateDraft,
  withdrawalInput,
} from './withdrawal-form';

const valid = { ...EMPTY_DRAFT, name: 'Erika', email: 'erika@example.com' };

describe('withdrawal form rules', () => {
  it.each([
    [{}, {}],
    [{ name: '   ' }, { name: 'withdraw.errors.nameRequired' }],
    [{ name: 'x'.repeat(200) }, {}],
    [{ name: 'x'.repeat(201) }, { name: 'withdraw.errors.tooLong' }],
    [{ email: '' }, { email: 'withdraw.errors.emailRequired' }],
    [{ email: '  ' }, { email: 'withdraw.errors.emailRequired' }],
    [{ email: 'erika@' }, { email: 'withdraw.errors.emailInvalid' }],
    [{ email: ' Erika@Example.com ' }, {}],
    [{ reference: 'r'.repeat(100) }, {}],
    [{ reference: 'r'.repeat(101) }, { reference: 'withdraw.errors.tooLong' }],
    [
      { name: '', email: '', reference: '' },
      { name: 'withdraw.errors.nameRequired', email: 'withdraw.errors.emailRequired' },
    ],
  ])('%j → %j', (change, errors) => {
    expect(validateDraft({ ...valid, ...change })).toEqual(errors);
  });

  it('reads a stored draft as far as it is one', () => {
    expect(readDraft(null)).toEqual(EMPTY_DRAFT);
    expect(readDraft('Erika')).toEqual(EMPTY_DRAFT);
    expect(readDraft({ name: 'Erika', email: 3, kind: 'extraordinary' })).toEqual({
      ...EMPTY_DRAFT,
      name: 'Erika',
    });
  });

  it('sends the draft trimmed, the e-mail lowercased, no empty reference, and the language', () => {
    expect(
      withdrawalInput({ name: ' Erika ', email: ' Erika@Example.com ', reference: '  ' }, 'de'),
    ).toEqual({ name: 'Erika', email: 'erika@example.com', language: 'de' });
    expect(withdrawalInput({ ...valid, reference: ' W-42 ' }, 'fr')).toEqual({
      name: 'Erika',
      email: 'erika@example.com',
      reference: 'W-42',
      language: 'fr',
    });
  });
});

describe('readReceipt (what a reload finds in the tab)', () => {
  const receipt = {
    id: 'w_123',
    receivedAt: '2026-11-27T03:58:00.000Z',
    name: 'Erika Mustermann',
    email: 'erika@example.com',
  };
  it.each([
    ['a receipt', receipt, receipt],
    [
      'a receipt with a reference',
      { ...receipt, reference: 'W-1' },
      { ...receipt, reference: 'W-1' },
    ],
    ['nothing', null, undefined],
    ['a receipt without its id', { ...receipt, id: undefined }, undefined],
    ['a draft', EMPTY_DRAFT, undefined],
  ])('%s', (_case, raw, expected) => {
    expect(readReceipt(raw)).toEqual(expected);
  });
});

describe('the messages of failed calls', () => {
  it.each([
    [
      { code: 'rate-limited', retryAfterSeconds: 30 },
      { key: 'withdraw.errors.rateLimitedFor', values: { minutes: 1 } },
    ],
    [
      { code: 'rate-limited', retryAfterSeconds: 125 },
      { key: 'withdraw.errors.rateLimitedFor', values: { minutes: 3 } },
    ],
    [{ code: 'rate-limited', retryAfterSeconds: null }, { key: 'withdraw.errors.rateLimited' }],
    [{ code: 'network-error' }, { key: 'withdraw.errors.network' }],
    [{ code: 'invalid-request' }, { key: 'withdraw.errors.invalidData' }],
    [{ code: 'invalid-data' }, { key: 'withdraw.errors.invalidData' }],
    [{ code: 'server-misconfigured' }, { key: 'withdraw.errors.unknown' }],
    [{ code: 'invalid-answer' }, { key: 'withdraw.errors.unknown' }],
    [{}, { key: 'withdraw.errors.unknown' }],
  ])('submitting: %j → %j', (error, problem) => {
    expect(serverProblem(error)).toEqual(problem);
  });

  it.each([
    [{ code: 'stop-link-invalid' }, { key: 'withdraw.stop.errors.stop-link-invalid', final: true }],
    [{ code: 'invalid-request' }, { key: 'withdraw.stop.errors.stop-link-invalid', final: true }],
    [
      { code: 'withdrawal-carried-out' },
      {
        key: 'withdraw.stop.errors.withdrawal-carried-out',
        values: { hours: 48, support: SUPPORT_EMAIL },
        final: true,
      },
    ],
    [
      { code: 'rate-limited', retryAfterSeconds: 60 },
      { key: 'withdraw.errors.rateLimitedFor', values: { minutes: 1 } },
    ],
    [{ code: 'rate-limited' }, { key: 'withdraw.errors.rateLimited' }],
    [{ code: 'network-error' }, { key: 'withdraw.stop.errors.network' }],
    [{ code: 'internal' }, { key: 'withdraw.stop.errors.unknown' }],
  ])('stopping: %j → %j', (error, problem) => {
    expect(stopProblem(error)).toEqual(problem);
  });
});
