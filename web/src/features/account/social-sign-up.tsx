import { Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OrSeparator, SocialProviderButton } from '../../shared/ui/social-provider-button';
import { useAppStores } from '../../shared/stores/store-context';
import type { SocialProvider } from '../../shared/stores/session.store';
import { useDevice } from '../../shared/ui/use-device';

type SocialSignUpProps = {
  disabled: boolean;
  error: string | null;
  onLink: (provider: SocialProvider) => void;
};

/**
 * Google everywhere, Apple on Apple devices; neither inside social apps' in-app browsers, where
 * the sign-in popup does not work (spec 01 §2.3, 02 §2.4).
 */
export function SocialSignUp({ disabled, error, onLink }: SocialSignUpProps) {
  const { t } = useTranslation();
  const device = useDevice();
  const { session } = useAppStores();
  useEffect(() => {
    if (!device.inAppBrowser) session.prepareSocialLinking();
  }, [device.inAppBrowser, session]);
  if (device.inAppBrowser) return null;
  return (
    <Stack gap="3" role="group" aria-label={t('upgradeAccount.socialLabel')}>
      <SocialProviderButton
        provider="google"
        testId="link-google"
        label={t('upgradeAccount.google')}
        disabled={disabled}
        onClick={() => onLink('google')}
      />
      {device.apple && (
        <SocialProviderButton
          provider="apple"
          testId="link-apple"
          label={t('upgradeAccount.apple')}
          disabled={disabled}
          onClick={() => onLink('apple')}
        />
      )}
      <Text role="alert" color="red.700" fontSize="sm" minH="5" data-testid="social-error">
        {error ?? ''}
      </Text>
      <OrSeparator label={t('upgradeAccount.or')} />
    </Stack>
  );
}
