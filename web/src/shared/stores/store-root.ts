import type { Language } from '@fastwell/contract/languages';
import type { ConsentStore } from './consent.store';
import type { FlagsStore } from './flags.store';
import type { OnboardingStore } from './onboarding.store';
import type { SessionStore } from './session.store';
import type { StartupStore } from './startup.store';
import type { UiStore } from './ui.store';

/**
 * Each flow's stores, by flow: every `features/<flow>/use-<flow>.ts` adds its own entry by
 * module augmentation, so shared/ names no flow and a flow's hook stays typed.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface FlowStores {}

export type FlowName = keyof FlowStores;

/** The stores every flow may read: built with the app, before the first screen. */
export type AppStores = {
  readonly ui: UiStore;
  readonly consent: ConsentStore;
  readonly flags: FlagsStore;
  readonly session: SessionStore;
  readonly startup: StartupStore;
  /** The questionnaire's answers, read by checkout, upsell and sign-in too. */
  readonly onboarding: OnboardingStore;
  /** The screens' language. */
  readonly language: Language;
};

/** What the store context carries (app/root.store.ts builds it). */
export interface StoreRoot extends AppStores {
  /** A flow's stores, or undefined while the chunk that builds them has not arrived. */
  flowStores<K extends FlowName>(flow: K): FlowStores[K] | undefined;
  /** Loads and builds the flows of a flow's lazy chunk, once (the same promise until it fails). */
  loadFeatures(flow?: FlowName): Promise<void>;
}
