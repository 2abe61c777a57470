import { vi } from 'vitest';
import type { FlagName, FlagValues } from '../../../shared/domain/flags';
import { FLAG_DEFAULTS } from '../../../shared/domain/flags';
import type { AccountApi } from '../../../shared/services/account.api';
import { AnalyticsService } from '../../../shared/services/analytics.service';
import type { AuthUser } from '../../../shared/services/auth.service';
import { StorageService } from '../../../shared/services/storage.service';
import type { FlagsStore } from '../../../shared/stores/flags.store';
import { OnboardingStore } from '../../../shared/stores/onboarding.store';
import type { SessionStore } from '../../../shared/stores/session.store';

type Fakes = {
  flags: Partial<FlagValues>;
  user: AuthUser | null;
  emailExists: () => Promise<boolean>;
};

/** An OnboardingStore over jsdom's localStorage and the real analytics sink, with fakes. */
export function setup(overrides: Partial<Fakes> = {}) {
  const fakes: Fakes = { flags: {}, user: null, emailExists: async () => false, ...overrides };
  const storage = new StorageService(window.localStorage);
  const flags = {
    get: <K extends FlagName>(name: K): FlagValues[K] =>
      (fakes.flags[name] ?? FLAG_DEFAULTS[name]) as FlagValues[K],
  };
  const session = {
    get user() {
      return fakes.user;
    },
    signInAnonymously: vi.fn(async () => undefined),
  };
  const account = {
    checkEmailExists: vi.fn(() => fakes.emailExists()),
    saveOnboardingData: vi.fn(async () => ({ ok: true as const })),
  };
  const make = () =>
    new OnboardingStore({
      storage,
      analytics: new AnalyticsService({ consent: 'granted' }),
      account: account as unknown as AccountApi,
      session: session as unknown as SessionStore,
      flags: flags as unknown as FlagsStore,
      now: () => new Date(2026, 0, 1),
    });
  return { store: make(), make, fakes, session, account, storage };
}

/** Names of the events pushed to window.dataLayer. */
export const events = (): unknown[] => (window.dataLayer ?? []).map((entry) => entry.event);

/** Clean storage and sink; console.error (analytics.error) silenced. */
export function resetEnvironment(): void {
  window.localStorage.clear();
  window.dataLayer = [];
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}
