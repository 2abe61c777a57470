import { LOADING_MS } from '../domain/loading';
import { ROUTES, flowPage } from '../../../shared/domain/routes';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import { ApiError } from '../../../shared/services/api-error';
import { authErrorCode } from '../../../shared/services/auth.service';
import { captureEntryParams } from '../../../shared/services/entry-params';
import type { StorageService } from '../../../shared/services/storage.service';
import type { OnboardingStore } from '../../../shared/stores/onboarding.store';
import type { SessionStore } from '../../../shared/stores/session.store';
import type { UiStore } from '../../../shared/stores/ui.store';

function saveErrorKeys(error: unknown): string[] {
  if (error instanceof ApiError)
    return [error.code === 'invalid-data' ? 'errors.invalidData' : 'errors.unknownError'];
  return [`authErrors.${authErrorCode(error)}`, 'errors.unknownError'];
}

/**
 * The questionnaire's actions that reach beyond its answers: starting a visit on the loading
 * screen, signing in on the existing-e-mail path, saving the plan and handing over to payment.
 */
export class OnboardingActionsStore {
  constructor(
    private readonly deps: {
      onboarding: OnboardingStore;
      session: SessionStore;
      ui: UiStore;
      storage: StorageService;
      analytics: AnalyticsService;
      /** Where a saved plan goes on (the login store's rule, a lazy chunk). */
      routeAfterSave: () => Promise<string>;
    },
  ) {}

  /** The loading screen opened: the last run is cleared, the entry's query kept. */
  beginVisit(search: string): void {
    this.deps.storage.clearForNewOnboarding();
    captureEntryParams(search, this.deps.storage);
  }

  /**
   * After the loading bar: the upgrade page for an anonymous subscriber, else the questionnaire's
   * first step (started then). Signing out a registered user loads Firebase Auth: after the
   * screen's first paint (`painted`), not before it. Null when `cancelled` by then.
   */
  async routeAfterLoading(
    painted: Promise<void>,
    cancelled: () => boolean,
  ): Promise<string | null> {
    const { session, onboarding } = this.deps;
    await Promise.all([
      new Promise((resolve) => setTimeout(resolve, LOADING_MS)),
      painted.then(() => session.logoutRegisteredUser()).catch(() => undefined),
    ]);
    const anonymousSubscriber = await session.isAnonymousSubscriber().catch(() => false);
    if (cancelled()) return null;
    if (anonymousSubscriber) return flowPage('onboarding', 'upgradeAccount');
    return ROUTES.onboardingStep(onboarding.start());
  }

  /** The e-mail step found the address taken: its modal opens. */
  emailExistsShown(): void {
    this.deps.analytics.track('web_openEmailExistsModal');
  }

  /** Step 34: signs in with the typed e-mail; answers null, or the auth error's code. */
  async signInWithExistingEmail(password: string, stepId: string): Promise<string | null> {
    const { ui, session, onboarding, analytics } = this.deps;
    try {
      await ui.whileBlocked(() => session.signInWithEmail(onboarding.email, password));
      analytics.track('web_signInSuccess', { method: 'password', step: stepId });
      return null;
    } catch (caught) {
      const code = authErrorCode(caught);
      analytics.track('web_signInFail', { code });
      return code;
    }
  }

  /**
   * Step 35: signs in anonymously, saves the answers and commits the step; answers the route on
   * (a subscriber who signed in from the e-mail-exists modal is not sent to buy again, §4.3), or
   * the error's translation keys.
   */
  async savePlan(stepId: string): Promise<{ route: string } | { errorKeys: string[] }> {
    const { ui, onboarding, analytics } = this.deps;
    try {
      const route = await ui.whileBlocked(async () => {
        await onboarding.savePlan();
        return this.deps.routeAfterSave();
      });
      onboarding.commit(stepId);
      return { route };
    } catch (caught) {
      analytics.error('web_saveOnboardingFailed', caught);
      return { errorKeys: saveErrorKeys(caught) };
    }
  }
}
