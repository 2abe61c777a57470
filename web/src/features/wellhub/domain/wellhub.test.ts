import { registrationDetailsAnswerSchema } from '@fastwell/contract/api/wellhub.answers';
import { z } from '@fastwell/contract/zod';
import { describe, expect, it } from 'vitest';
import {
  checkRegistration,
  entryDestination,
  isVerifiedEmail,
  sendVerificationErrorKey,
  verificationTokenFrom,
  withoutVerificationToken,
  hadActiveSubscription,
  readRegistration,
  readWellhubFlow,
  registerErrorKey,
  registrationIdFrom,
  wellhubDownloadPath,
} from './wellhub';

describe('registrationIdFrom', () => {
  it.each([
    ['?wellhubRegistrationId=reg-1', null, 'reg-1'],
    ['?wellhubRegistrationId=reg-1', 'old', 'reg-1'],
    ['?wellhubRegistrationId=%20reg-1%20', null, 'reg-1'],
    ['', 'remembered', 'remembered'],
    ['?wellhubRegistrationId=', 'remembered', 'remembered'],
    ['?other=1', null, null],
    ['', '  ', null],
  ])('%j with %j remembered → %j', (search, remembered, expected) =>
    expect(registrationIdFrom(search, remembered)).toBe(expected),
  );
});

/** As the API client hands the answer over: checked by the contract, an answer off it is none. */
const overTheWire = (answer: unknown) => {
  const parsed = z.safeParse(registrationDetailsAnswerSchema, answer);
  return parsed.success ? parsed.data : null;
};

describe('readRegistration', () => {
  it.each([
    [null, { kind: 'problem', problem: 'gympassUserIdMissing' }],
    ['text', { kind: 'problem', problem: 'gympassUserIdMissing' }],
    [{ email: 'a@b.co' }, { kind: 'problem', problem: 'gympassUserIdMissing' }],
    [
      { gympass_user_id: ' ', email: 'a@b.co' },
      { kind: 'problem', problem: 'gympassUserIdMissing' },
    ],
    [{ gympass_user_id: 'gp-1' }, { kind: 'problem', problem: 'wellhubEmailMissing' }],
    [
      { gympass_user_id: 'gp-1', email: '' },
      { kind: 'problem', problem: 'wellhubEmailMissing' },
    ],
    [
      { gympass_user_id: 'gp-1', email: ' a•••@e•••.com ' },
      { kind: 'registration', registration: { gympassUserId: 'gp-1', emailHint: 'a•••@e•••.com' } },
    ],
    [
      { gympass_user_id: 'gp-1', email: 'a•••@e•••.com', used: true },
      { kind: 'problem', problem: 'wellhubRegistrationUsed' },
    ],
    // The server sends a numeric partner id as text: a number is an answer off the contract.
    [
      { gympass_user_id: 42, email: 'a@b.co' },
      { kind: 'problem', problem: 'gympassUserIdMissing' },
    ],
  ])('%j → %j', (answer, expected) =>
    expect(readRegistration(overTheWire(answer))).toEqual(expected),
  );
});

describe('isVerifiedEmail', () => {
  const verification = { token: 't', email: 'anna@example.com' };
  it.each([
    ['anna@example.com', verification, true],
    [' Anna@Example.COM ', verification, true],
    ['other@example.com', verification, false],
    ['anna@example.com', null, false],
  ])('%j with %j → %s', (email, proof, expected) =>
    expect(isVerifiedEmail(email, proof)).toBe(expected),
  );
});

describe('the verification link on /wellhub/register', () => {
  it.each([
    ['?wellhubRegistrationId=r&wellhubVerification=a.b', 'a.b', '?wellhubRegistrationId=r'],
    ['?wellhubVerification=a.b', 'a.b', ''],
    ['?wellhubRegistrationId=r', null, '?wellhubRegistrationId=r'],
    ['?wellhubVerification=', null, ''],
  ])('%j → token %j, address bar %j', (search, token, rest) => {
    expect(verificationTokenFrom(search)).toBe(token);
    expect(withoutVerificationToken(search)).toBe(rest);
  });
});

describe('entryDestination', () => {
  it.each([
    [true, '/wellhub/welcome-back'],
    [false, '/wellhub/register'],
  ])('email exists %s → %s', (exists, path) => expect(entryDestination(exists)).toBe(path));
});

describe('hadActiveSubscription (spec 02 §4.3)', () => {
  it.each([
    ['no record', null, false],
    ['empty record', {}, false],
    ['partner active', { wellhub: { status: 'active' } }, true],
    ['partner inactive, no subscription', { wellhub: { status: 'inactive' } }, false],
    ['active subscription', { subscription: { id: 's', status: 'active' } }, true],
    ['trialing subscription', { subscription: { id: 's', status: 'trialing' } }, true],
    ['canceled subscription', { subscription: { id: 's', status: 'canceled' } }, false],
    ['paused subscription', { subscription: { id: 's', status: 'paused' } }, false],
    ['expired subscription', { subscription: { id: 's', status: 'expired' } }, false],
    ['subscription without status', { subscription: { id: 's' } }, true],
  ])('%s → %s', (_name, record, expected) => expect(hadActiveSubscription(record)).toBe(expected));
});

describe('wellhubDownloadPath', () => {
  it.each([
    [true, '/wellhub/download?hasOldSubscription=true'],
    [false, '/wellhub/download?hasOldSubscription=false'],
  ])('%s → %s', (flag, path) => expect(wellhubDownloadPath(flag)).toBe(path));
});

describe('registerErrorKey', () => {
  it.each([
    ['wellhubEmailMissing', 'wellhub.errors.wellhubEmailMissing'],
    ['gympassUserIdMissing', 'wellhub.errors.gympassUserIdMissing'],
    ['wellhubRegistrationMissing', 'wellhub.errors.gympassUserIdMissing'],
    ['wellhubRegistrationMismatch', 'wellhub.errors.registrationMismatch'],
    ['wellhubUserAlreadyRegistered', 'wellhub.errors.alreadyRegistered'],
    ['wellhubEmailNotVerified', 'wellhub.errors.emailNotVerified'],
    ['wellhubVerificationExpired', 'wellhub.errors.linkExpired'],
    ['wellhubRegistrationUsed', 'wellhub.errors.wellhubRegistrationUsed'],
    ['wellhubMembershipEnded', 'wellhub.errors.membershipEnded'],
    ['network-error', 'errors.network'],
    ['internal', 'errors.unknownError'],
  ])('%s → %s', (code, key) => expect(registerErrorKey(code)).toBe(key));
});

describe('sendVerificationErrorKey', () => {
  it.each([
    ['wellhubRegistrationMismatch', 'wellhub.errors.emailMismatch'],
    ['wellhubRegistrationUsed', 'wellhub.errors.wellhubRegistrationUsed'],
    ['mail-not-sent', 'wellhub.errors.mailNotSent'],
    ['not-found', 'wellhub.errors.gympassUserIdMissing'],
    ['internal', 'errors.unknownError'],
  ])('%s → %s', (code, key) => expect(sendVerificationErrorKey(code)).toBe(key));
});

describe('checkRegistration', () => {
  const registration = { gympassUserId: 'gp-1', emailHint: 'a•••@e•••.com' };
  it.each([
    [
      'problem',
      { kind: 'problem', problem: 'wellhubEmailMissing' } as const,
      { ok: false, errorKey: 'wellhub.errors.wellhubEmailMissing' },
    ],
    [
      'used',
      { kind: 'problem', problem: 'wellhubRegistrationUsed' } as const,
      { ok: false, errorKey: 'wellhub.errors.wellhubRegistrationUsed' },
    ],
    ['registration', { kind: 'registration', registration } as const, { ok: true, registration }],
  ])('%s', (_name, reading, expected) => expect(checkRegistration(reading)).toEqual(expected));
});

describe('readWellhubFlow (what a reload finds in the tab)', () => {
  const verification = { token: 't0k', email: 'm@example.com' };
  it.each([
    ['not an object', 'text', undefined],
    ['null', null, undefined],
    [
      'a whole state',
      { registrationId: 'reg-1', email: 'm@example.com', verification },
      { registrationId: 'reg-1', email: 'm@example.com', verification },
    ],
    ['an empty object', {}, { registrationId: null, email: '', verification: null }],
    [
      'wrong types and a verification without its e-mail',
      { registrationId: 7, email: false, verification: { token: 't0k' } },
      { registrationId: null, email: '', verification: null },
    ],
  ])('%s', (_case, raw, expected) => {
    expect(readWellhubFlow(raw)).toEqual(expected);
  });
});
