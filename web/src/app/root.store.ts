import type { Language } from '@fastwell/contract/languages';
import { when } from 'mobx';
import { runInTasks } from '../shared/lib/after-paint';
import type { FlowName, FlowStores, StoreRoot } from '../shared/stores/store-root';
import type { EventParams } from '../shared/services/analytics.service';
import type { ConsentStore } from '../shared/stores/consent.store';
import type { FeatureStoresLoader } from './feature-stores-loader';
import { isSideFlow, type PurchaseFlowStores, type SideFlowStores } from './feature-stores';
import type { FlagsStore } from '../shared/stores/flags.store';
import type { OnboardingActionsStore } from '../features/onboarding/stores/onboarding-actions.store';
import type { OnboardingStore } from '../shared/stores/onboarding.store';
import type { SessionStore } from '../shared/stores/session.store';
import type { StartupStore } from '../shared/stores/startup.store';
import type { UiStore } from '../shared/stores/ui.store';

/** The stores of the first screens (built with the app); the feature stores are a lazy chunk. */
export type StartupStores = {
  ui: UiStore;
  consent: ConsentStore;
  flags: FlagsStore;
  session: SessionStore;
  startup: StartupStore;
  onboarding: OnboardingStore;
  onboardingActions: OnboardingActionsStore;
};

/** What the root takes from the composition (app/composition.ts): stores and a few callbacks. */
export type RootStoreParts = StartupStores & {
  /** The screens' language, kept by the composition (other stores read it too). */
  language: { get: () => Language; set: (language: Language) => void };
  /** The URL query of the visit's entry (flags read its ff.* overrides). */
  entrySearch: string;
  /** The feature stores' chunks (the composition's lazy halves). */
  features: {
    purchaseFlows: FeatureStoresLoader<PurchaseFlowStores>;
    sideFlows: FeatureStoresLoader<SideFlowStores>;
  };
  reportError: (event: string, error: unknown) => void;
  track: (event: string, params?: EventParams) => void;
};

/**
 * The store context's value: the app's stores, each flow's stores (its hook, e.g. useCheckout(),
 * reads them through flowStores()), nothing else (services stay in the composition), and the
 * app's start-up scheduling (services after the first paint, the feature stores' chunk). app/
 * reads it whole (useRootStore()).
 */
export class RootStore implements StartupStores, StoreRoot {
  readonly ui: UiStore;
  readonly consent: ConsentStore;
  readonly flags: FlagsStore;
  readonly session: SessionStore;
  readonly startup: StartupStore;
  readonly onboarding: OnboardingStore;
  readonly onboardingActions: OnboardingActionsStore;
  #parts: RootStoreParts;
  #servicesStarted = false;
  #screenWasShown = false;
  readonly #screenListeners: (() => void)[] = [];

  constructor(parts: RootStoreParts) {
    this.#parts = parts;
    this.ui = parts.ui;
    this.consent = parts.consent;
    this.flags = parts.flags;
    this.session = parts.session;
    this.startup = parts.startup;
    this.onboarding = parts.onboarding;
    this.onboardingActions = parts.onboardingActions;
  }

  get language(): Language {
    return this.#parts.language.get();
  }
  set language(language: Language) {
    this.#parts.language.set(language);
  }

  /** Whether the purchase flows' stores (a lazy chunk) are there. */
  get featuresLoaded(): boolean {
    return this.#parts.features.purchaseFlows.loaded;
  }

  /**
   * Loads the chunk of a flow's stores (by default the purchase flows') and builds them, once;
   * the gated routes render after it (useFlowStores()). The purchase flows' chunk starts with
   * the services, so it is usually there before the first gated screen; a side flow's with its
   * first screen. A failed load is tried again on the next call.
   */
  loadFeatures(flow?: FlowName): Promise<void> {
    const { purchaseFlows, sideFlows } = this.#parts.features;
    return flow !== undefined && isSideFlow(flow) ? sideFlows.load() : purchaseFlows.load();
  }

  /**
   * Spec 02 §4.1's gate waits for auth, flags and Stripe.js, then the checkout screen renders and
   * asks for its products. They need only the first two (an ID token and the price group): on a
   * cold load of the checkout (`visit`: its history entry's key) they are asked for as soon as
   * those are there, in parallel with the rest of the gate and the screen's chunks.
   */
  async prefetchCheckoutProducts(visit: string, search: string): Promise<void> {
    await this.loadFeatures();
    await when(() => this.session.authReady && this.flags.ready);
    if (this.session.user) this.flowStores('checkout')?.checkout.prefetchProducts(visit, search);
  }

  flowStores<K extends FlowName>(flow: K): FlowStores[K] | undefined {
    const { purchaseFlows, sideFlows } = this.#parts.features;
    const flows: Partial<FlowStores> = {
      onboarding: { onboardingActions: this.onboardingActions },
      ...(purchaseFlows.loaded ? purchaseFlows.all() : {}),
      ...(sideFlows.loaded ? sideFlows.all() : {}),
    };
    return flows[flow];
  }

  /** A screen failed to render (the error screen reports it). */
  screenFailed(error: unknown): void {
    this.#parts.reportError('web_screenError', error);
  }

  /**
   * A path of no known flow was opened (it is sent to the start): spec 01 §8 reports an error
   * and sends the unknown-path event.
   */
  unknownPathOpened(path: string): void {
    this.#parts.reportError('web_unknownFlowPathError', new Error(`Unknown flow path: ${path}`));
    this.#parts.track('web_unknownFlowPath', { path });
  }

  /**
   * Feature flags and Firebase Auth (both lazy chunks), once: after the first screen has painted
   * on home, loading and onboarding, which render without them; at once on the gated routes,
   * which wait for them (spec 02 §4.1). Flags read the URL of the visit's entry (ff.* overrides).
   * The purchase flows' stores are not among them: a protected route loads them with these, the
   * questionnaire once its first question is answered (loadFeatures).
   */
  startServices(): void {
    if (this.#servicesStarted) return;
    this.#servicesStarted = true;
    // Each starts a lazy chunk loading: in one task they were a long one on a slow phone.
    void runInTasks(
      () => void this.flags.init(this.#parts.entrySearch),
      () =>
        void this.session
          .start()
          .catch((error: unknown) => this.#parts.reportError('web_authInitFailed', error)),
    );
  }

  /**
   * The first screen (not the startup gate's faded logo) has painted: what no screen needs to
   * show (consent tool, toaster) starts loading now, not competing with the gate. Once.
   */
  screenShown(): void {
    if (this.#screenWasShown) return;
    this.#screenWasShown = true;
    for (const listener of this.#screenListeners.splice(0)) listener();
  }

  /** Runs `listener` once the first screen has painted (at once if it has); answers a canceller. */
  whenScreenShown(listener: () => void): () => void {
    if (this.#screenWasShown) {
      listener();
      return () => undefined;
    }
    this.#screenListeners.push(listener);
    return () => {
      const index = this.#screenListeners.indexOf(listener);
      if (index !== -1) this.#screenListeners.splice(index, 1);
    };
  }
}
