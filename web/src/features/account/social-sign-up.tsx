import { Button, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store-context';
import type { SocialProvider } from '../../services/auth.service';
import { AppleLogo } from '../../ui/apple-logo';
import { useDevice } from '../../ui/use-device';
import { GoogleLogo } from '../../ui/google-logo';

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
  const { session } = useStore();
  useEffect(() => {
    if (!device.inAppBrowser) session.prepareSocialLinking();
  }, [device.inAppBrowser, session]);
  if (device.inAppBrowser) return null;
  return (
    <Stack gap="3" role="group" aria-label={t('upgradeAccount.socialLabel')}>
      <Button
        data-testid="link-google"
        variant="outline"
        size="xl"
        borderRadius="full"
        bg="white"
        color="gray.900"
        borderColor="gray.400"
        disabled={disabled}
        onClick={() => onLink('google')}
      >
        <GoogleLogo />
        {t('upgradeAccount.google')}
      </Button>
      {device.apple && (
        <Button
          data-testid="link-apple"
          size="xl"
          borderRadius="full"
          bg="black"
          color="white"
          _hover={{ bg: 'gray.800' }}
          disabled={disabled}
          onClick={() => onLink('apple')}
        >
          <AppleLogo width="18" height="18" />
          {t('upgradeAccount.apple')}
        </Button>
      )}
      <Text role="alert" color="red.700" fontSize="sm" minH="5" data-testid="social-error">
        {error ?? ''}
      </Text>
      <Flex align="center" gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text fontSize="sm" color="gray.700">
          {t('upgradeAccount.or')}
        </Text>
        <Separator flex="1" />
      </Flex>
    </Stack>
  );
}
