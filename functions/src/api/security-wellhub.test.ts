import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STACK } from '@fastwell/emulators/local-stack.config';
import { type WellhubPartner, startWellhubPartner } from '@fastwell/emulators/wellhub';
import { hasActiveSubscription } from '../domain/active-subscription.rules';
import { signUpWithEmail } from '../testing/auth-emulator.client';
import type { TestUser } from '../testing/auth-emulator.client';
import type { TestApp } from '../testing/test-app';
import { startTestApp } from '../testing/test-app';

/**
 * Issue 32 point 7, as a stranger: a partner registration's id is all it takes to read the
 * member's e-mail, to get premium with an account made with that address (never verified), to
 * use the same registration again, and premium never ends.
 */
const DAY = 24 * 60 * 60 * 1000;
let clockOffset = 0;
let app: TestApp;
let partner: WellhubPartner;
beforeAll(async () => {
  partner = await startWellhubPartner({ apiKey: LOCAL_STACK.wellhubApiKey });
  app = await startTestApp({ clock: { now: () => new Date(Date.now() + clockOffset) } });
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
  app.call('GET', `/api/wellhub/registrationDetails?wellhubRegistrationId=${id}`);
const register = (user: TestUser, body: Record<string, unknown>) =>
  app.call('POST', '/api/wellhub/registerNewWellhubUser', { token: user.idToken, body });
const premium = async (uid: string) =>
  hasActiveSubscription(await app.database.get(`users/${uid}`), new Date(Date.now() + clockOffset));

/** The member registers as the product lets them today. */
async function memberRegisters(email: string) {
  const member = await signUpWithEmail(email);
  const registration = await partnerRegistration(email);
  const answer = await register(member, registration);
  expect(answer.status).toBe(200);
  return { member, registration };
}

/** The partner ends the entitlement; today nothing tells the product, so nothing changes. */
async function partnerEnds(uid: string): Promise<void> {
  const membership = (await app.database.get(`users/${uid}/wellhub`)) as Record<string, unknown>;
  await app.database.set(`users/${uid}/wellhub`, { ...membership, status: 'ended' });
}

describe('Wellhub, as a stranger who knows a registration id', () => {
  it("reads the member's e-mail address without signing in", async () => {
    const victim = `victim-${randomUUID()}@example.com`;
    const registration = await partnerRegistration(victim);
    const answer = await details(registration.wellhubRegistrationId);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ gympass_user_id: registration.gympass_user_id, email: victim });
  });

  it("gets premium with an account made with the member's address, never verified", async () => {
    const victim = `victim-${randomUUID()}@example.com`;
    const registration = await partnerRegistration(victim);
    const learned = (await details(registration.wellhubRegistrationId)).body;
    // The Auth emulator, like Firebase, creates the account without proving the mailbox.
    const stranger = await signUpWithEmail(victim);
    const answer = await register(stranger, {
      gympass_user_id: learned.gympass_user_id,
      wellhubRegistrationId: registration.wellhubRegistrationId,
    });
    expect(answer.status).toBe(200);
    expect(await premium(stranger.uid)).toBe(true);
  });

  it('uses a registration again once its membership has ended', async () => {
    const { member, registration } = await memberRegisters(`member-${randomUUID()}@example.com`);
    await partnerEnds(member.uid);
    const again = await register(member, registration);
    expect(again.status).toBe(200);
    expect(await premium(member.uid)).toBe(true);
  });

  it('keeps premium after the partner ended the entitlement, a month and more later', async () => {
    const { member, registration } = await memberRegisters(`member-${randomUUID()}@example.com`);
    partner.set(registration.gympass_user_id, 'canceled');
    clockOffset = 32 * DAY;
    try {
      expect(await premium(member.uid)).toBe(true);
    } finally {
      clockOffset = 0;
    }
  });
});
