import { Button, Flex, Separator, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store-context';
import { socialButtons } from '../../domain/login-decisions';
import type { SocialProvider } from '../../services/auth.service';
import { AppleLogo } from '../../ui/apple-logo';
import { GoogleLogo } from '../../ui/google-logo';
import { useDevice } from '../../ui/use-device';

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
  const { session, flags, ui } = useStore();
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
      <Button
        data-testid="social-google"
        variant="outline"
        size="xl"
        borderRadius="full"
        bg="white"
        color="gray.900"
        borderColor="gray.400"
        disabled={ui.blocked}
        onClick={() => onSelect('google')}
      >
        <GoogleLogo />
        {t(`${copy}.google`)}
      </Button>
      {shown.apple && (
        <Button
          data-testid="social-apple"
          size="xl"
          borderRadius="full"
          bg="black"
          color="white"
          _hover={{ bg: 'gray.800' }}
          disabled={ui.blocked}
          onClick={() => onSelect('apple')}
        >
          <AppleLogo width="18" height="18" />
          {t(`${copy}.apple`)}
        </Button>
      )}
      <Flex align="center" gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text fontSize="sm" color="gray.700">
          {t('login.or')}
        </Text>
        <Separator flex="1" />
      </Flex>
    </Stack>
  );
});
