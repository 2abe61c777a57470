// @vitest-environment jsdom
import { runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '../../app/testing/app-harness';
import type { TestStore } from '../../app/testing/app-harness';
import { StartupStore } from './startup.store';

let root: TestStore;
let reload: ReturnType<typeof vi.fn<() => void>>;

/** A startup gate over the app's real stores; Stripe.js never loads, auth never settles. */
function gate(): StartupStore {
  root.services.stripeLoader.load = () => new Promise(() => undefined);
  return new StartupStore({
    session: root.session,
    flags: root.flags,
    stripeLoader: root.services.stripeLoader,
    storage: root.services.storage,
    analytics: root.services.analytics,
    reload,
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  root = createTestStore();
  runInAction(() => {
    root.session.authReady = false;
  });
  reload = vi.fn<() => void>();
});
afterEach(() => vi.useRealTimers());

describe('startup gate (spec 02 §4.1)', () => {
  it('reloads a protected route after 30 s, counting the reloads', () => {
    gate().begin(true);
    vi.advanceTimersByTime(29_999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(root.services.storage.get('startupReloadCount')).toBe('1');
  });

  it('after 5 reloads goes on, logs the timeout and clears the count', () => {
    root.services.storage.set('startupReloadCount', '5');
    const track = vi.spyOn(root.services.analytics, 'track');
    const startup = gate();
    startup.begin(true);
    expect(startup.passes(true)).toBe(false);
    vi.advanceTimersByTime(30_000);
    expect(reload).not.toHaveBeenCalled();
    expect(startup.passes(true)).toBe(true);
    expect(track).toHaveBeenCalledWith(
      'web_startupTimeout',
      expect.objectContaining({ reloads: 5 }),
    );
    expect(root.services.storage.get('startupReloadCount')).toBeNull();
  });

  it('waits 5 s on other routes and never reloads them', () => {
    const startup = gate();
    startup.begin(false);
    vi.advanceTimersByTime(4_999);
    expect(startup.passes(false)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(startup.passes(false)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads Stripe.js once, from the first task of a protected visit on; a failed load is tried again by the gate', async () => {
    const load = vi.fn(() => Promise.reject(new Error('network')));
    root.services.stripeLoader.load = load;
    const startup = new StartupStore({ ...root, ...root.services, reload });
    startup.loadPaymentProvider();
    startup.loadPaymentProvider();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    startup.begin(true);
    expect(load).toHaveBeenCalledTimes(2);
    startup.begin(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes without waiting once auth, flags and the payment provider are ready', async () => {
    root.services.stripeLoader.load = () =>
      Promise.resolve({} as Awaited<ReturnType<typeof root.services.stripeLoader.load>>);
    const startup = new StartupStore({ ...root, ...root.services, reload });
    runInAction(() => {
      root.session.authReady = true;
      root.flags.ready = true;
    });
    startup.begin(true);
    await vi.runAllTimersAsync();
    expect(startup.ready(true)).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    root.services.storage.set('startupReloadCount', '2');
    startup.settled();
    expect(root.services.storage.get('startupReloadCount')).toBeNull();
  });
});
