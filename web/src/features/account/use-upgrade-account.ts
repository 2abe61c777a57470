import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from '../../app/store-context';
import { flowPage, type Flow } from '../../domain/routes';
import { authErrorCode, isPopupCancelled, type SocialProvider } from '../../services/auth.service';

type Method = SocialProvider | 'password';
type UpgradeError = { source: 'social' | 'password'; message: string };

/**
 * The upgrade actions: link e-mail and password or a social provider to the anonymous buyer,
 * globally blocked while it runs, then on to the flow's download page (spec 02 §2.4, §4.2, §8).
 */
export function useUpgradeAccount(flow: Flow) {
  const { t } = useTranslation();
  const { session, ui, analytics } = useStore();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<UpgradeError | null>(null);

  const upgrade = async (method: Method, link: () => Promise<void>): Promise<void> => {
    setError(null);
    try {
      await ui.whileBlocked(link);
    } catch (caught) {
      const code = authErrorCode(caught);
      if (method !== 'password' && isPopupCancelled(code)) return;
      analytics.track('web_signUpFail', { method, code });
      setError({
        source: method === 'password' ? 'password' : 'social',
        message: t([`upgradeAccount.errors.${code}`, `authErrors.${code}`, 'authErrors.unknown']),
      });
      return;
    }
    analytics.track('web_signUpSuccess', { method });
    analytics.track('web_commit_37_upgrade_account', { flow, method });
    // The post-purchase query (subscriptionId, marketing parameters) goes along.
    navigate(`${flowPage(flow, 'download')}${search}`, { replace: true });
  };

  return {
    socialError: error?.source === 'social' ? error.message : null,
    passwordError: error?.source === 'password' ? error.message : null,
    registerWithPassword: (firstName: string, email: string, password: string) =>
      void upgrade('password', () => session.linkEmailPassword(firstName, email, password)),
    linkWithProvider: (provider: SocialProvider) =>
      void upgrade(provider, () => session.linkWithProvider(provider)),
  };
}
