import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OrSeparator, SocialProviderButton } from '../../shared/ui/social-provider-button';
import { useAppStores } from '../../shared/stores/store-context';
import { socialButtons } from './domain/login-decisions';
import type { SocialProvider } from '../../shared/stores/session.store';
import { useDevice } from '../../shared/ui/use-device';

type SocialLoginButtonsProps = {
  /** Copy namespace: `login` (sign in) or `createAccount` (sign up). */
  copy: 'login' | 'createAccount';
  onSelect: (provider: SocialProvider) => void;
};

/**
 * Google everywhere, Apple on Apple devices; neither when the flag social-login-available is
 * off or inside an in-app browser, where the popup does not work (spec 01 §2.3).
 */
export const SocialLoginButtons = observer(function SocialLoginButtons({
  copy,
  onSelect,
}: SocialLoginButtonsProps) {
  const { t } = useTranslation();
  const device = useDevice();
  const { session, flags, ui } = useAppStores();
  const shown = socialButtons({
    flagAvailable: flags.get('social-login-available'),
    inAppBrowser: device.inAppBrowser,
    apple: device.apple,
  });
  useEffect(() => {
    if (shown.google) session.prepareSocialLinking();
  }, [shown.google, session]);
  if (!shown.google) return null;
  return (
    <Stack gap="3" role="group" aria-label={t(`${copy}.socialLabel`)}>
      <SocialProviderButton
        provider="google"
        testId="social-google"
        label={t(`${copy}.google`)}
        disabled={ui.blocked}
        onClick={() => onSelect('google')}
      />
      {shown.apple && (
        <SocialProviderButton
          provider="apple"
          testId="social-apple"
          label={t(`${copy}.apple`)}
          disabled={ui.blocked}
          onClick={() => onSelect('apple')}
        />
      )}
      <OrSeparator label={t('login.or')} />
    </Stack>
  );
});
