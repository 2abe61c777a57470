import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { admin } from '../testing/admin-client.js';
import {
  cardParams,
  clientPost,
  createCheckoutSubscription,
  startFixture,
  type EmulatorFixture,
} from '../testing/emulator-fixture.js';
import { RequestLog, routeOf } from './request-log.js';

interface RequestSummary {
  total: number;
  byRoute: Record<string, number>;
  byClient: Record<string, number>;
  data: { method: string; path: string; route: string; client: string; status: number | null }[];
}

let fixture: EmulatorFixture;
const requests = () => admin<RequestSummary>(fixture.emulator.url, 'GET', '/_emulator/requests');

beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(async () => {
  await fixture.emulator.close();
});
beforeEach(async () => {
  await admin(fixture.emulator.url, 'POST', '/_emulator/reset');
});

describe('/_emulator/requests', () => {
  it('counts each API call by route and by client (secret key or publishable key)', async () => {
    const { subscription } = await createCheckoutSubscription(fixture.stripe);
    await fixture.stripe.subscriptions.retrieve(subscription.id);
    const { body } = await requests();
    expect(body.byRoute['POST /v1/customers']).toBe(1);
    expect(body.byRoute['GET /v1/subscriptions/:id']).toBe(1);
    expect(body.byClient).toEqual({ secret: body.total });
    expect(body.data.at(-1)).toMatchObject({
      method: 'GET',
      path: `/v1/subscriptions/${subscription.id}`,
      route: '/v1/subscriptions/:id',
      client: 'secret',
      status: 200,
    });
  });

  it('tells the browser’s publishable-key calls apart and records failed answers', async () => {
    const intent = await fixture.stripe.paymentIntents.create({ amount: 999, currency: 'eur' });
    const clientSecret = intent.client_secret ?? '';
    const confirmed = await clientPost(
      fixture.emulator.url,
      `/v1/payment_intents/${intent.id}/confirm`,
      { client_secret: clientSecret, ...cardParams('4000000000000002') },
    );
    expect(confirmed.status).toBe(402);
    const { body } = await requests();
    expect(body.byClient).toEqual({ secret: 1, publishable: 1 });
    expect(body.byRoute['POST /v1/payment_intents/:id/confirm']).toBe(1);
    expect(body.data.at(-1)).toMatchObject({ client: 'publishable', status: 402 });
  });

  it('leaves out admin and stand-in routes, and is emptied by DELETE and by reset', async () => {
    await admin(fixture.emulator.url, 'GET', '/_emulator/objects?type=price');
    await fetch(`${fixture.emulator.url}/v3/stripe.js`);
    expect((await requests()).body.total).toBe(0);

    await fixture.stripe.prices.list();
    expect((await requests()).body.total).toBe(1);
    const cleared = await admin<RequestSummary>(
      fixture.emulator.url,
      'DELETE',
      '/_emulator/requests',
    );
    expect(cleared.body).toEqual({ total: 0, byRoute: {}, byClient: {}, data: [] });

    await fixture.stripe.prices.list();
    await admin(fixture.emulator.url, 'POST', '/_emulator/reset');
    expect((await requests()).body.total).toBe(0);
  });

  it('counts injected faults with their status', async () => {
    await admin(fixture.emulator.url, 'POST', '/_emulator/faults', [
      { path: '/v1/prices', error: 'unavailable_503', times: 1 },
    ]);
    await expect(fixture.stripe.prices.list()).rejects.toThrow();
    const { body } = await requests();
    expect(body.data).toMatchObject([{ route: '/v1/prices', status: 503 }]);
  });
});

describe('RequestLog', () => {
  it('keeps counting past the entries it keeps', () => {
    const log = new RequestLog(2);
    for (const path of ['/v1/a', '/v1/b', '/v1/c']) {
      log.record({ method: 'GET', path, route: path, client: 'none', status: 200, at: '' });
    }
    const summary = log.summary();
    expect(summary.total).toBe(3);
    expect(summary.data.map((entry) => entry.path)).toEqual(['/v1/b', '/v1/c']);
    expect(summary.byRoute).toEqual({ 'GET /v1/a': 1, 'GET /v1/b': 1, 'GET /v1/c': 1 });
  });

  it('names routes with object ids replaced', () => {
    expect(routeOf('/v1/subscriptions/sub_1AbC2dE3')).toBe('/v1/subscriptions/:id');
    expect(routeOf('/v1/payment_intents/pi_Xy12/confirm')).toBe('/v1/payment_intents/:id/confirm');
    expect(routeOf('/v1/prices/price_oneMonthV8_eur')).toBe('/v1/prices/:id');
    expect(routeOf('/v1/payment_intents')).toBe('/v1/payment_intents');
    expect(routeOf('/v1/subscriptions/search')).toBe('/v1/subscriptions/search');
  });
});
