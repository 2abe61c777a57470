import { describe, expect, it, vi } from 'vitest';
import { bindPayPalSubscription } from '../../testing/paypal-emulator';
import { useWebhookApp } from '../../testing/webhook-app';
import { isPurchaseAvailable, latestSubtype } from '../../testing/webhook-helpers';
import { endpoints } from '../../contract/endpoints';

const hooks = useWebhookApp();

interface SentEvent {
  event: { id: string; event_type: string; resource: { id?: string } };
  deliveries: { state: string; headers: Record<string, string> }[];
}

async function sentEvents(): Promise<SentEvent[]> {
  const response = await fetch(`${hooks.paypalEmulator.url}/_emulator/events`);
  return ((await response.json()) as { events: SentEvent[] }).events;
}

/** Waits until PayPal has delivered everything it sent (each answered 2xx). */
async function delivered(): Promise<void> {
  await vi.waitFor(
    async () => {
      const states = (await sentEvents()).flatMap((sent) => sent.deliveries.map((d) => d.state));
      expect(states.every((state) => state === 'delivered')).toBe(true);
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Created and bound as createPaypalSubscription does (or, unbound, as a browser could). */
async function subscribe(
  customId: string,
  planId = 'P-v8_oneMonthV8_eur',
  bound = true,
): Promise<string> {
  const response = await hooks.paypalCall('POST', '/v1/billing/subscriptions', {
    plan_id: planId,
    custom_id: customId,
  });
  const { id } = (await response.json()) as { id: string };
  if (bound) await bindPayPalSubscription(hooks.app.database, id, planId, customId);
  await fetch(`${hooks.paypalEmulator.url}/_emulator/subscriptions/${id}/approve`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  await delivered();
  return id;
}

async function act(id: string, action: 'suspend' | 'activate' | 'cancel'): Promise<void> {
  const response = await hooks.paypalCall('POST', `/v1/billing/subscriptions/${id}/${action}`, {
    reason: 'test',
  });
  expect(response.status).toBe(204);
  await delivered();
}

const post = (body: string, headers: Record<string, string>) =>
  hooks.app.call('POST', endpoints.paypalWebhook.path, { rawBody: body, headers });

describe('POST /api/webhooks/paypal', () => {
  it('records an approved subscription from verified deliveries, then its cancellation', async () => {
    const user = await hooks.signedIn();
    const id = await subscribe(user.uid);
    const record = await hooks.record(user.uid);
    expect(record.subscription).toMatchObject({
      provider: 'paypal',
      id,
      status: 'active',
      plan: { id: 'P-v8_oneMonthV8_eur' },
      metadata: { uid: user.uid },
    });
    expect(latestSubtype(record)).toBe('purchased');
    const activated = (await sentEvents()).find(
      (sent) =>
        sent.event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' && sent.event.resource.id === id,
    );
    expect(
      await hooks.app.database.get(`webhookEvents/paypal/${activated?.event.id ?? ''}`),
    ).toMatchObject({ status: 'done', outcome: 'processed' });
    expect(await isPurchaseAvailable(hooks, user)).toBe(false);

    // Cancelled at PayPal (final): the month paid runs to its end (issue 17 point 8).
    await act(id, 'cancel');
    const canceled = await hooks.record(user.uid);
    expect(canceled.subscription).toMatchObject({ id, status: 'active' });
    expect((canceled.subscription as { canceled_at: unknown }).canceled_at).toEqual(
      expect.any(Number),
    );
    expect(latestSubtype(canceled)).toBe('canceled');
    expect(await isPurchaseAvailable(hooks, user)).toBe(false);
  });

  it('records a suspension as paused and a reactivation as resumed', async () => {
    const user = await hooks.signedIn();
    const id = await subscribe(user.uid, 'P-v8_threeMonthsV8_eur');
    await act(id, 'suspend');
    expect(latestSubtype(await hooks.record(user.uid))).toBe('paused');
    await act(id, 'activate');
    expect(latestSubtype(await hooks.record(user.uid))).toBe('resumed');
  });

  it('answers 400 to a tampered or unsigned delivery and writes nothing; a replay is a duplicate', async () => {
    const user = await hooks.signedIn();
    const id = await subscribe(user.uid);
    const sent = (await sentEvents()).find(
      (entry) =>
        entry.event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' &&
        entry.event.resource.id === id,
    );
    if (!sent) throw new Error('no ACTIVATED event');
    const headers = sent.deliveries[0]?.headers ?? {};
    const before = await hooks.record(user.uid);

    const tampered = JSON.stringify({
      ...sent.event,
      resource: { ...sent.event.resource, status: 'CANCELLED' },
    });
    const unsigned = Object.fromEntries(
      Object.entries(headers).filter(([name]) => name !== 'paypal-transmission-sig'),
    );
    for (const answer of [
      await post(tampered, headers),
      await post(JSON.stringify({ ...sent.event, id: 'WH-FORGED-0001' }), headers),
      await post(JSON.stringify(sent.event), unsigned),
      await post('not json', headers),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'invalid-signature' });
    }
    expect(await hooks.record(user.uid)).toEqual(before);
    expect(await hooks.app.database.get('webhookEvents/paypal/WH-FORGED-0001')).toBeNull();

    const replay = await post(JSON.stringify(sent.event), headers);
    expect(replay).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await hooks.record(user.uid)).toEqual(before);
  });

  it('acknowledges a subscription of an unknown user without creating a record', async () => {
    await subscribe('uid-without-record');
    expect(await hooks.app.database.get('users/uid-without-record')).toBeNull();
  });

  it('acknowledges (2xx) and ignores events of a subscription bound to no user', async () => {
    const user = await hooks.signedIn();
    const id = await subscribe(user.uid, 'P-v8_oneMonthV8_eur', false);
    expect((await hooks.record(user.uid)).subscription).toBeUndefined();
    const activated = (await sentEvents()).find(
      (sent) =>
        sent.event.event_type === 'BILLING.SUBSCRIPTION.ACTIVATED' && sent.event.resource.id === id,
    );
    expect(
      await hooks.app.database.get(`webhookEvents/paypal/${activated?.event.id ?? ''}`),
    ).toMatchObject({ status: 'done', outcome: expect.stringContaining('bound to no user') });
  });
});
