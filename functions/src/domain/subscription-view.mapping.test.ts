import { describe, expect, it } from 'vitest';
import { view } from '../testing/subscription-view.fixture';
import { blocksPurchase, restoreStoredView } from './subscription-view.mapping';

describe('restoreStoredView', () => {
  it('puts back the null fields the database dropped', () => {
    const full = view({ trial_end: null, pause_collection: null, canceled_at: null });
    const stored = {
      ...full,
      trial_end: undefined,
      pause_collection: undefined,
      canceled_at: undefined,
    };
    expect(restoreStoredView(JSON.parse(JSON.stringify(stored)))).toEqual(full);
  });

  it('keeps a stored affiliation, and reads one from the metadata of a view stored before it', () => {
    const affiliation = { origin: 'https://fastwell.app', urlParams: 'utm_source=meta' };
    expect(restoreStoredView(view({ affiliation }))?.affiliation).toEqual(affiliation);
    const { affiliation: _none, ...older } = view({
      metadata: { uid: 'u1', origin: 'https://fastwell.app' },
    });
    expect(restoreStoredView(older)?.affiliation).toEqual({
      origin: 'https://fastwell.app',
      urlParams: null,
    });
  });

  it.each([[null], ['sub_1'], [{ id: 'sub_1' }], [{ status: 'active' }]])(
    'answers null for %j',
    (value) => {
      expect(restoreStoredView(value)).toBeNull();
    },
  );
});

describe('blocksPurchase', () => {
  it.each([
    ['active', true],
    ['trialing', true],
    ['incomplete', false],
    ['canceled', false],
    ['past_due', false],
  ])('%s → %s', (status, expected) => {
    expect(blocksPurchase(view({ status }))).toBe(expected);
  });

  it('does not block without a subscription', () => {
    expect(blocksPurchase(null)).toBe(false);
  });
});
