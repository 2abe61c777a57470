import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAccount } from './use-account';
import { flowPage, type Flow } from '../../shared/domain/routes';
import type { SocialProvider } from '../../shared/stores/session.store';
import type { UpgradeOutcome } from './stores/upgrade.store';

type UpgradeError = { source: 'social' | 'password'; message: string };

/**
 * The upgrade actions (the upgrade store's), then on to the flow's download page; an error shows
 * beside the form that raised it (spec 02 §2.4, §4.2, §8).
 */
export function useUpgradeAccount(flow: Flow) {
  const { t } = useTranslation();
  const { upgrade } = useAccount();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [error, setError] = useState<UpgradeError | null>(null);

  const run = async (source: UpgradeError['source'], attempt: () => Promise<UpgradeOutcome>) => {
    setError(null);
    const outcome = await attempt();
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'failed') {
      const { code } = outcome;
      setError({
        source,
        message: t([`upgradeAccount.errors.${code}`, `authErrors.${code}`, 'authErrors.unknown']),
      });
      return;
    }
    // The post-purchase query (subscriptionId, marketing parameters) goes along.
    navigate(`${flowPage(flow, 'download')}${search}`, { replace: true });
  };

  return {
    socialError: error?.source === 'social' ? error.message : null,
    passwordError: error?.source === 'password' ? error.message : null,
    registerWithPassword: (firstName: string, email: string, password: string) =>
      void run('password', () => upgrade.registerWithPassword(flow, firstName, email, password)),
    linkWithProvider: (provider: SocialProvider) =>
      void run('social', () => upgrade.linkWithProvider(flow, provider)),
  };
}
