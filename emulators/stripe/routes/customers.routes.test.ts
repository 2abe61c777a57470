import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFixture, type EmulatorFixture } from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
afterAll(() => fixture.emulator.close());

describe('customers through the stripe SDK', () => {
  it('creates, retrieves and updates a customer (metadata merges, empty values unset)', async () => {
    const customer = await fixture.stripe.customers.create({
      email: 'ann@example.com',
      name: 'Ann',
      metadata: { uid: 'u1', lang: 'de' },
    });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'ann@example.com',
      name: 'Ann',
      livemode: false,
    });
    expect(customer.id).toMatch(/^cus_[A-Za-z0-9]{14}$/);
    const updated = await fixture.stripe.customers.update(customer.id, {
      metadata: { lang: '', country: 'DE' },
      name: 'Ann B',
    });
    expect(updated.metadata).toEqual({ uid: 'u1', country: 'DE' });
    await expect(fixture.stripe.customers.retrieve(customer.id)).resolves.toMatchObject({
      name: 'Ann B',
    });
  });

  it("searches by metadata['uid'] and by email, and lists by email", async () => {
    const target = await fixture.stripe.customers.create({
      email: 'bob@example.com',
      metadata: { uid: 'uid-bob' },
    });
    await fixture.stripe.customers.create({
      email: 'carl@example.com',
      metadata: { uid: 'uid-carl' },
    });
    const byUid = await fixture.stripe.customers.search({ query: "metadata['uid']:'uid-bob'" });
    expect(byUid.object).toBe('search_result');
    expect(byUid.data.map((customer) => customer.id)).toEqual([target.id]);
    const byEmail = await fixture.stripe.customers.search({ query: 'email:"bob@example.com"' });
    expect(byEmail.data.map((customer) => customer.id)).toEqual([target.id]);
    const none = await fixture.stripe.customers.search({ query: "metadata['uid']:'nobody'" });
    expect(none.data).toEqual([]);
    const listed = await fixture.stripe.customers.list({ email: 'carl@example.com' });
    expect(listed.data.map((customer) => customer.email)).toEqual(['carl@example.com']);
  });

  it('rejects an unknown customer with 404 and a malformed search with 400', async () => {
    await expect(fixture.stripe.customers.retrieve('cus_missing')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(fixture.stripe.customers.search({ query: 'uid = 3' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'query',
    });
  });
});
