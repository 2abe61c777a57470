import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCAL_STACK, localUrl } from '../../emulators/local-stack.config';
import { readUsers } from './user-records';

type Seeded = { state: string; email?: string; uid: string };
const seeded = JSON.parse(
  readFileSync(process.env.E2E_DEMO_USERS_FILE ?? '.local/demo-users.json', 'utf8'),
) as Seeded[];
const byState = (state: string): Seeded => {
  const user = seeded.find((candidate) => candidate.state === state);
  if (!user) throw new Error(`no demo user in state ${state}`);
  return user;
};

async function atStripe(subscriptionId: string): Promise<Record<string, unknown>> {
  const response = await fetch(
    `${localUrl(LOCAL_STACK.ports.stripe)}/v1/subscriptions/${subscriptionId}`,
    {
      headers: { Authorization: `Bearer ${LOCAL_STACK.stripe.secretKey}` },
    },
  );
  return (await response.json()) as Record<string, unknown>;
}

describe('demo data seeded by the local stack', () => {
  it('has a user for every state, each with the matching record and provider objects', async () => {
    const users = await readUsers();
    const subscription = (state: string) =>
      users[byState(state).uid]?.subscription as
        (Record<string, unknown> & { id: string }) | undefined;

    expect(users[byState('anonymous').uid]?.subscription).toBeUndefined();
    expect(users[byState('registered').uid]?.subscription).toBeUndefined();
    expect(subscription('anonymousSubscribed')).toMatchObject({
      provider: 'stripe',
      status: 'active',
    });
    expect(subscription('trialing')).toMatchObject({ status: 'trialing' });
    expect(subscription('activeOneMonth')).toMatchObject({
      status: 'active',
      plan: { interval_count: 1 },
    });
    expect(subscription('activeThreeMonths')).toMatchObject({
      status: 'active',
      plan: { interval_count: 3 },
    });
    expect(subscription('canceledAtPeriodEnd')).toMatchObject({
      status: 'active',
      canceled_at: expect.any(Number),
    });
    expect(subscription('expired')).toMatchObject({ status: 'canceled' });
    expect(subscription('paused')?.pause_collection).toMatchObject({ behavior: 'void' });
    expect(subscription('paypal')).toMatchObject({ provider: 'paypal', status: 'active' });
    expect(
      (users[byState('partner').uid] as { wellhub?: unknown } | undefined)?.wellhub,
    ).toMatchObject({
      status: 'active',
      gympassUserId: 'gp-demo-partner',
    });

    for (const state of ['trialing', 'canceledAtPeriodEnd', 'expired', 'paused']) {
      const stored = subscription(state);
      if (!stored) throw new Error(`no subscription for ${state}`);
      const remote = await atStripe(stored.id);
      expect(remote.status, state).toBe(stored.status);
    }
    expect(
      (await atStripe(subscription('canceledAtPeriodEnd')?.id ?? '')).cancel_at_period_end,
    ).toBe(true);
  });

  it('lets every registered demo user sign in with the documented password', async () => {
    for (const user of seeded.filter((candidate) => candidate.email)) {
      const response = await fetch(
        `${localUrl(LOCAL_STACK.ports.auth)}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: user.email,
            password: 'fastwell-demo',
            returnSecureToken: true,
          }),
        },
      );
      const answer = (await response.json()) as { localId?: string };
      expect(answer.localId, user.email).toBe(user.uid);
    }
  });
});
