import { makeAutoObservable, runInAction } from 'mobx';
import {
  isStartupReady,
  onStartupTimeout,
  parseReloadCount,
  startupTimeoutMs,
} from '../domain/startup';
import type { AnalyticsService } from '../services/analytics.service';
import type { StorageService } from '../services/storage.service';
import type { StripeLoaderService } from '../services/stripe-loader.service';
import type { FlagsStore } from './flags.store';
import type { SessionStore } from './session.store';

/**
 * The startup gate of spec 02 §4.1: a gated route renders once auth, flags and (on protected
 * routes) the payment provider are ready; after 5 s (30 s on protected routes) a protected route
 * reloads, at most 5 times in a row, then the app goes on and logs the timeout.
 */
export class StartupStore {
  paymentProviderReady = false;
  timedOut = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private paymentProviderLoading = false;

  constructor(
    private readonly deps: {
      session: SessionStore;
      flags: FlagsStore;
      stripeLoader: StripeLoaderService;
      storage: StorageService;
      analytics: AnalyticsService;
      reload: () => void;
    },
  ) {
    makeAutoObservable<StartupStore, 'deps' | 'timer' | 'paymentProviderLoading'>(this, {
      deps: false,
      timer: false,
      paymentProviderLoading: false,
    });
  }

  ready(protectedRoute: boolean): boolean {
    const parts = {
      auth: this.deps.session.authReady,
      flags: this.deps.flags.ready,
      paymentProvider: this.paymentProviderReady,
    };
    return isStartupReady(parts, protectedRoute);
  }

  /** May the gated route render: ready, or the wait is over. */
  passes(protectedRoute: boolean): boolean {
    return this.timedOut || this.ready(protectedRoute);
  }

  /** A gated route mounted: start what it waits for and the timeout. Answers a disposer. */
  begin(protectedRoute: boolean): () => void {
    if (protectedRoute) this.loadPaymentProvider();
    if (this.passes(protectedRoute)) return () => undefined;
    this.timer = setTimeout(() => this.timeout(protectedRoute), startupTimeoutMs(protectedRoute));
    return () => clearTimeout(this.timer);
  }

  /**
   * Starts loading Stripe.js (once): from the first task on a protected route's visit, beside
   * auth and flags, instead of after the app's first render.
   */
  loadPaymentProvider(): void {
    if (this.paymentProviderReady || this.paymentProviderLoading) return;
    this.paymentProviderLoading = true;
    this.deps.stripeLoader.load().then(
      () => runInAction(() => (this.paymentProviderReady = true)),
      // Reported by the loader; the timeout decides what happens next (a later begin retries).
      () => (this.paymentProviderLoading = false),
    );
  }

  /** The route rendered because everything was ready: the reload streak is over. */
  settled(): void {
    if (this.deps.storage.get('startupReloadCount') !== null)
      this.deps.storage.remove('startupReloadCount');
  }

  private timeout(protectedRoute: boolean): void {
    if (this.ready(protectedRoute)) return;
    const reloads = parseReloadCount(this.deps.storage.get('startupReloadCount'));
    if (onStartupTimeout({ protectedRoute, reloads }) === 'reload') {
      this.deps.storage.set('startupReloadCount', String(reloads + 1));
      this.deps.analytics.track('web_startupReload', { attempt: reloads + 1 });
      this.deps.reload();
      return;
    }
    this.deps.analytics.track('web_startupTimeout', {
      protectedRoute,
      reloads,
      auth: this.deps.session.authReady,
      flags: this.deps.flags.ready,
      paymentProvider: this.paymentProviderReady,
    });
    this.deps.storage.remove('startupReloadCount');
    this.timedOut = true;
  }
}
