import type { Flow } from '../../../shared/domain/routes';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import {
  authErrorCode,
  isPopupCancelled,
  type SocialProvider,
} from '../../../shared/services/auth.service';
import type { SessionStore } from '../../../shared/stores/session.store';
import type { UiStore } from '../../../shared/stores/ui.store';

export type UpgradeMethod = SocialProvider | 'password';

/** How an upgrade attempt ended: done, a closed provider window (nothing to say), or an error. */
export type UpgradeOutcome =
  { kind: 'done' } | { kind: 'cancelled' } | { kind: 'failed'; code: string };

/**
 * The upgrade page (spec 02 §2.4, §4.2, §8): links e-mail and password or a social provider to
 * the anonymous buyer, globally blocked while it runs, and reports the result.
 */
export class UpgradeStore {
  constructor(
    private readonly deps: { session: SessionStore; ui: UiStore; analytics: AnalyticsService },
  ) {}

  screenShown(flow: Flow): void {
    this.deps.analytics.track('web_goto_37_upgrade_account', { flow });
  }

  /** The browser's back, held on this screen (spec 01 §2.4's go-back event). */
  wentBack(flow: Flow): void {
    this.deps.analytics.track('web_goback_37_upgrade_account', { flow });
  }

  registerWithPassword(
    flow: Flow,
    firstName: string,
    email: string,
    password: string,
  ): Promise<UpgradeOutcome> {
    return this.upgrade(flow, 'password', () =>
      this.deps.session.linkEmailPassword(firstName, email, password),
    );
  }

  linkWithProvider(flow: Flow, provider: SocialProvider): Promise<UpgradeOutcome> {
    return this.upgrade(flow, provider, () => this.deps.session.linkWithProvider(provider));
  }

  private async upgrade(
    flow: Flow,
    method: UpgradeMethod,
    link: () => Promise<void>,
  ): Promise<UpgradeOutcome> {
    const { ui, analytics } = this.deps;
    try {
      await ui.whileBlocked(link);
    } catch (caught) {
      const code = authErrorCode(caught);
      if (method !== 'password' && isPopupCancelled(code)) return { kind: 'cancelled' };
      analytics.track('web_signUpFail', { method, code });
      return { kind: 'failed', code };
    }
    analytics.track('web_signUpSuccess', { method });
    analytics.track('web_commit_37_upgrade_account', { flow, method });
    return { kind: 'done' };
  }
}
