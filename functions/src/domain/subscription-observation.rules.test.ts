import { describe, expect, it } from 'vitest';
import { view } from '../testing/subscription-view.fixture';
import { observeSubscription } from './subscription-observation.rules';

const source = { type: 'stripe' as const, eventId: 'evt_2' };
const at = (iso: string) => `2026-11-21T${iso}.000Z`;

describe('observeSubscription', () => {
  it('writes the view and a first entry', () => {
    const fresh = view({ updatedAt: at('12:00:00') });
    expect(observeSubscription({}, fresh, source)).toEqual({
      applied: true,
      subscription: fresh,
      iapLog: [
        {
          type: 'stripe',
          subtype: 'purchased',
          subscriptionId: 'sub_1',
          eventId: 'evt_2',
          date: at('12:00:00'),
          planId: 'price_1m',
          periodEnd: 2_000,
        },
      ],
      entry: expect.objectContaining({ subtype: 'purchased' }),
    });
  });

  it.each([
    [
      'experiments and visitor in the metadata',
      { uid: 'u1', experiments: 'color-scheme:blue', visitorId: 'visitor-0001' },
      { experiments: { 'color-scheme': 'blue' }, visitorId: 'visitor-0001' },
    ],
    ['none', { uid: 'u1' }, {}],
    [
      'an unreadable experiments value and a bad visitor id',
      { experiments: ':', visitorId: 'x' },
      {},
    ],
  ])('an entry carries the purchase’s experiments: %s', (_, metadata, carried) => {
    const result = observeSubscription({}, view({ metadata }), source);
    if (!result.applied || !result.entry) throw new Error('no entry');
    const { experiments, visitorId } = result.entry;
    expect({
      ...(experiments ? { experiments } : {}),
      ...(visitorId ? { visitorId } : {}),
    }).toEqual(carried);
  });

  it('adds no entry when the state did not change (a duplicate or another event of the same change)', () => {
    const first = observeSubscription({}, view({ updatedAt: at('12:00:00') }), source);
    if (!first.applied) throw new Error('not applied');
    const record = { subscription: first.subscription, iapLog: first.iapLog };
    const again = observeSubscription(record, view({ updatedAt: at('12:00:05') }), {
      ...source,
      eventId: 'evt_3',
    });
    expect(again).toMatchObject({ applied: true, entry: null, iapLog: first.iapLog });
  });

  it('keeps the newer observation of the same subscription when an older fetch arrives late', () => {
    const newer = view({ status: 'active', canceled_at: 1, updatedAt: at('12:00:10') });
    const record = { subscription: newer, iapLog: [] };
    const stale = view({ status: 'active', updatedAt: at('12:00:01') });
    const result = observeSubscription(record, stale, source);
    expect(result).toMatchObject({
      applied: true,
      subscription: newer,
      entry: { subtype: 'canceled', date: at('12:00:10') },
    });
  });

  it('does not let an ended or unpaid other subscription replace a live one', () => {
    const live = view({ id: 'sub_new', updatedAt: at('12:00:00') });
    const record = { subscription: live, iapLog: [] };
    for (const status of ['canceled', 'incomplete', 'incomplete_expired']) {
      expect(
        observeSubscription(
          record,
          view({ id: 'sub_old', status, updatedAt: at('12:01:00') }),
          source,
        ),
      ).toEqual({ applied: false, reason: 'superseded by the live subscription sub_new' });
    }
  });

  it('lets a live subscription replace an ended one', () => {
    const ended = view({ id: 'sub_old', status: 'canceled', canceled_at: 1 });
    const result = observeSubscription({ subscription: ended }, view({ id: 'sub_new' }), source);
    expect(result).toMatchObject({ applied: true, subscription: { id: 'sub_new' } });
  });

  it('never replaces a live subscription of the other provider (one per person)', () => {
    const stripe = view({ updatedAt: at('12:00:00') });
    const paypal = view({ provider: 'paypal', id: 'I-1', updatedAt: at('12:05:00') });
    expect(observeSubscription({ subscription: stripe }, paypal, source)).toEqual({
      applied: false,
      reason: 'the live stripe subscription sub_1 stays',
    });
    const ended = view({ status: 'canceled', canceled_at: 1, updatedAt: at('12:00:00') });
    expect(observeSubscription({ subscription: ended }, paypal, source)).toMatchObject({
      applied: true,
      subscription: paypal,
    });
  });

  it('lets a paid purchase replace one of the other provider that no longer gives premium', () => {
    const card = view({ id: 'sub_new', updatedAt: at('12:00:00') });
    const paypal = (subtype: string, fields: Parameters<typeof view>[0], periodEnd?: number) => ({
      subscription: view({ provider: 'paypal', id: 'I-1', updatedAt: at('11:00:00'), ...fields }),
      iapLog: [
        {
          type: 'paypal',
          subtype,
          subscriptionId: 'I-1',
          eventId: 'evt_1',
          date: at('11:00:00'),
          ...(periodEnd === undefined ? {} : { periodEnd }),
        },
      ],
    });
    const noon = Date.parse(at('12:00:00')) / 1000;
    const paused = paypal('paused', { pause_collection: { behavior: 'void', resumes_at: null } });
    const periodOver = paypal(
      'canceled',
      { canceled_at: 1, current_period_end: noon - 60 },
      noon - 60,
    );
    const periodRuns = paypal(
      'canceled',
      { canceled_at: 1, current_period_end: noon + 60 },
      noon + 60,
    );
    expect(observeSubscription(paused, card, source)).toMatchObject({ applied: true });
    expect(observeSubscription(periodOver, card, source)).toMatchObject({ applied: true });
    expect(observeSubscription(periodRuns, card, source)).toEqual({
      applied: false,
      reason: 'the live paypal subscription I-1 stays',
    });
  });
});
