import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activeSubscription,
  advanceClock,
  answerChallenge,
  challengeUrlOf,
  eventTypes,
  itemOf,
  recordEvents,
} from '../testing/billing-fixture.js';
import {
  cardParams,
  clientPost,
  startFixture,
  type EmulatorFixture,
} from '../testing/emulator-fixture.js';

let fixture: EmulatorFixture;
beforeAll(async () => {
  fixture = await startFixture();
});
beforeEach(() => fixture.emulator.reset());
afterAll(() => fixture.emulator.close());

/** Stripe's test card that authenticates once when saved, then pays off-session without. */
const SETUP_3DS_CARD = '4000002500003155';

describe('saving a card that needs 3-D Secure (SetupIntent, usage off_session)', () => {
  it('requires_action → challenge → succeeded, attached; then the subscription renews with it', async () => {
    const { customer, subscription } = await activeSubscription(fixture);
    const setupIntent = await fixture.stripe.setupIntents.create({
      customer: customer.id,
      usage: 'off_session',
      allowed_payment_method_types: ['card'],
    });
    const confirmed = await clientPost(
      fixture.emulator.url,
      `/v1/setup_intents/${setupIntent.id}/confirm`,
      { client_secret: setupIntent.client_secret ?? '', ...cardParams(SETUP_3DS_CARD) },
    );
    expect(confirmed.body).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'redirect_to_url' },
    });
    const waiting = await fixture.stripe.setupIntents.retrieve(setupIntent.id);
    const answer = await answerChallenge(challengeUrlOf(waiting), 'complete');
    expect(answer.location).toContain('redirect_status=succeeded');
    const saved = await fixture.stripe.setupIntents.retrieve(setupIntent.id);
    expect(saved).toMatchObject({ status: 'succeeded', usage: 'off_session' });
    const paymentMethod = String(saved.payment_method);
    await expect(fixture.stripe.paymentMethods.retrieve(paymentMethod)).resolves.toMatchObject({
      customer: customer.id,
      card: { last4: '3155' },
    });

    const updated = await fixture.stripe.subscriptions.update(subscription.id, {
      default_payment_method: paymentMethod,
    });
    expect(updated.default_payment_method).toBe(paymentMethod);
    const sink = recordEvents(fixture);
    const renewal = await advanceClock(fixture, {
      to: itemOf(subscription).current_period_end + 60,
    });
    expect(renewal.processed).toEqual([
      expect.objectContaining({ type: 'renewal', payment: 'succeeded', status: 'active' }),
    ]);
    expect(eventTypes(sink)).not.toContain('invoice.payment_action_required');
  });

  it('an on-session payment with that card still asks for 3-D Secure', async () => {
    const { customer } = await activeSubscription(fixture);
    const intent = await fixture.stripe.paymentIntents.create({
      amount: 999,
      currency: 'eur',
      customer: customer.id,
    });
    const confirmed = await clientPost(
      fixture.emulator.url,
      `/v1/payment_intents/${intent.id}/confirm`,
      { client_secret: intent.client_secret ?? '', ...cardParams(SETUP_3DS_CARD) },
    );
    expect(confirmed.body).toMatchObject({ status: 'requires_action' });
  });
});
