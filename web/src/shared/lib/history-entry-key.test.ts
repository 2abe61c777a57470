// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { historyEntryKey } from './history-entry-key';

afterEach(() => window.history.replaceState(null, ''));

describe('historyEntryKey: the key React Router gives the current entry, before the router exists', () => {
  it('is the key the router keeps in history.state (a reload of an entry it made)', () => {
    window.history.replaceState({ usr: null, key: 'k3x9', idx: 2 }, '');
    expect(historyEntryKey()).toBe('k3x9');
  });

  it.each([
    ['no state (a page opened from a link)', null],
    ['a state without a key', { idx: 0 }],
    ['an empty key', { key: '' }],
  ])('is "default" for %s, as the router’s own', (_name, state) => {
    window.history.replaceState(state, '');
    expect(historyEntryKey()).toBe('default');
  });
});
