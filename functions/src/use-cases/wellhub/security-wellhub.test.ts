import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WellhubPartner } from '@fastwell/emulators/wellhub';
import { hasActiveSubscription } from '../../domain/active-subscription.rules';
import { maskEmail } from '../../domain/wellhub-registration';
import { signVerificationLink } from '../../domain/wellhub-verification-link';
import { signUpWithEmail } from '../../testing/auth-emulator.client';
import type { TestUser } from '../../testing/auth-emulator.client';
import { CapturingMailer } from '../../testing/capturing-mailer';
import type { TestApp } from '../../testing/test-app';
import { TEST_CANCELLATION_LINK_SECRET, startTestApp } from '../../testing/test-app';
import { startPartner, verificationTokenOf, verifyByMail } from '../../testing/wellhub-partner';
import { endpoints } from '../../contract/endpoints';

/**
 * Issue 32 point 7, as a stranger: a partner registration's id was all it took to read the
 * member's e-mail, to get premium with an account made with that address (never verified), to
 * use the same registration again, and premium never ended. Each attack is refused now.
 */
const DAY = 24 * 60 * 60 * 1000;
let clockOffset = 0;
let app: TestApp;
let partner: WellhubPartner;
const mailer = new CapturingMailer();
beforeAll(async () => {
  const started = await startPartner();
  partner = started.partner;
  app = await startTestApp({
    clock: { now: () => new Date(Date.now() + clockOffset) },
    mailer,
    wellhubPartner: started.adapter,
  });
});
afterAll(async () => {
  await app.close();
  await partner.close();
});

/** What the partner's signup hook stores for a member (outside this API). */
async function partnerRegistration(email: string) {
  const id = randomUUID();
  const registration = { wellhubRegistrationId: `reg-${id}`, gympass_user_id: `gp-${id}` };
  await app.database.set(`wellhubRegistrations/${registration.wellhubRegistrationId}`, {
    gympass_user_id: registration.gympass_user_id,
    email,
  });
  return registration;
}

const details = (id: string) =>
  app.call('GET', `${endpoints.registrationDetails.path}?wellhubRegistrationId=${id}`);
const register = (user: TestUser, body: Record<string, unknown>) =>
  app.call('POST', endpoints.registerNewWellhubUser.path, { token: user.idToken, body });
const premium = async (uid: string) =>
  hasActiveSubscription(await app.database.get(`users/${uid}`), new Date(Date.now() + clockOffset));

/** The member proves the address through our mail and registers. */
async function memberRegisters(email: string) {
  const member = await signUpWithEmail(email);
  const registration = await partnerRegistration(email);
  const verificationToken = await verifyByMail(
    app,
    mailer,
    registration.wellhubRegistrationId,
    email,
  );
  const answer = await register(member, { ...registration, verificationToken });
  expect(answer.status).toBe(200);
  return { member, registration, verificationToken };
}

/** The partner ends the entitlement; the daily job, run a month on, asks and ends it. */
async function partnerEnds(gympassUserId: string): Promise<void> {
  partner.set(gympassUserId, 'canceled');
  clockOffset = 30 * DAY;
  try {
    await app.revalidateWellhubMemberships();
  } finally {
    clockOffset = 0;
  }
}

describe('Wellhub, as a stranger who knows a registration id', () => {
  it("sees the member's e-mail address masked only", async () => {
    const victim = `victim-${randomUUID()}@example.com`;
    const registration = await partnerRegistration(victim);
    const answer = await details(registration.wellhubRegistrationId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      gympass_user_id: registration.gympass_user_id,
      email: 'v•••@e•••.com',
      used: false,
    });
    expect(JSON.stringify(answer.body)).not.toContain(victim.split('@')[0]);
  });

  it("gets no premium with an account made with the member's address, never verified", async () => {
    const victim = `victim-${randomUUID()}@example.com`;
    const registration = await partnerRegistration(victim);
    const stranger = await signUpWithEmail(victim);

    const without = await register(stranger, registration);
    expect(without).toMatchObject({
      status: 403,
      body: { error: { code: 'wellhubEmailNotVerified' } },
    });
    // Asking for the mail sends it to the victim's mailbox, which the stranger cannot read.
    await verifyByMail(app, mailer, registration.wellhubRegistrationId, victim);
    expect(mailer.to(victim)).toHaveLength(1);
    // A link signed with another key, and the stranger's own link for another registration.
    const forged = signVerificationLink(
      {
        registrationId: registration.wellhubRegistrationId,
        email: victim,
        expiresAt: Math.floor(Date.now() / 1000) + 3600,
      },
      `${TEST_CANCELLATION_LINK_SECRET}-guessed`,
    );
    const own = `stranger-${randomUUID()}@example.com`;
    const ownRegistration = await partnerRegistration(own);
    const ownLink = await verifyByMail(app, mailer, ownRegistration.wellhubRegistrationId, own);
    for (const verificationToken of [forged, ownLink, 'garbage']) {
      const answer = await register(stranger, { ...registration, verificationToken });
      expect(answer).toMatchObject({
        status: 403,
        body: { error: { code: 'wellhubEmailNotVerified' } },
      });
    }
    // Typing another address sends nothing anywhere.
    const typed = await app.call('POST', endpoints.sendWellhubVerification.path, {
      body: {
        wellhubRegistrationId: registration.wellhubRegistrationId,
        email: own,
        language: 'en',
      },
    });
    expect(typed).toMatchObject({
      status: 403,
      body: { error: { code: 'wellhubRegistrationMismatch' } },
    });
    expect(mailer.to(own)).toHaveLength(1);
    expect(await premium(stranger.uid)).toBe(false);
    expect(
      await app.database.get(`wellhubRegistrations/${registration.wellhubRegistrationId}`),
    ).not.toHaveProperty('consumedBy');
  });

  it('cannot use a registration again once its membership has ended', async () => {
    const { member, registration, verificationToken } = await memberRegisters(
      `member-${randomUUID()}@example.com`,
    );
    await partnerEnds(registration.gympass_user_id);
    expect(await premium(member.uid)).toBe(false);

    const again = await register(member, { ...registration, verificationToken });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { code: 'wellhubRegistrationUsed' } },
    });
    const newLink = await app.call('POST', endpoints.sendWellhubVerification.path, {
      body: {
        wellhubRegistrationId: registration.wellhubRegistrationId,
        email: member.email,
        language: 'en',
      },
    });
    expect(newLink).toMatchObject({
      status: 409,
      body: { error: { code: 'wellhubRegistrationUsed' } },
    });
    expect((await details(registration.wellhubRegistrationId)).body).toMatchObject({ used: true });
    expect(await premium(member.uid)).toBe(false);
  });

  it('loses premium once the partner ended the entitlement, within 31 days', async () => {
    const { member, registration } = await memberRegisters(`member-${randomUUID()}@example.com`);
    partner.set(registration.gympass_user_id, 'canceled');
    // A run before the month is up asks nobody (at most one check in 30 days).
    clockOffset = 10 * DAY;
    expect(await app.revalidateWellhubMemberships()).toMatchObject({ ended: 0 });
    expect(partner.checks(registration.gympass_user_id)).toBe(1); // the one at registration
    expect(await premium(member.uid)).toBe(true);

    clockOffset = 31 * DAY;
    try {
      const report = await app.revalidateWellhubMemberships();
      expect(report.ended).toBeGreaterThanOrEqual(1);
      expect(await premium(member.uid)).toBe(false);
      expect(await app.database.get(`users/${member.uid}/wellhub`)).toMatchObject({
        status: 'ended',
        gympassUserId: registration.gympass_user_id,
        endedAt: expect.any(String),
      });
    } finally {
      clockOffset = 0;
    }
  });
});

describe('the link the member opens', () => {
  it('is a link to /wellhub/register on our site, in the language asked for', async () => {
    const email = `member-${randomUUID()}@example.com`;
    const registration = await partnerRegistration(email);
    const sent = await app.call('POST', endpoints.sendWellhubVerification.path, {
      body: { wellhubRegistrationId: registration.wellhubRegistrationId, email, language: 'de' },
    });
    expect(sent).toMatchObject({ status: 202, body: { sentTo: maskEmail(email) } });
    const [mail] = mailer.to(email);
    expect(mail?.subject).toContain('E-Mail-Adresse');
    expect(mail?.text).toContain(
      `https://fastwell.test/wellhub/register?wellhubRegistrationId=${registration.wellhubRegistrationId}&wellhubVerification=`,
    );
    const checked = await app.call('POST', endpoints.checkWellhubVerification.path, {
      body: { verificationToken: verificationTokenOf(mail?.text) },
    });
    expect(checked).toMatchObject({
      status: 200,
      body: {
        wellhubRegistrationId: registration.wellhubRegistrationId,
        email,
        emailExists: false,
      },
    });
  });
});
