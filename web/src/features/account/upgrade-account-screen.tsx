import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { useAccount } from './use-account';
import type { Flow } from '../../shared/domain/routes';
import { useBlockBrowserBack } from '../../shared/ui/use-block-browser-back';
import { NextStepsCard } from './next-steps-card';
import { RegistrationForm } from './registration-form';
import { SocialSignUp } from './social-sign-up';
import { UpgradeStepper } from './upgrade-stepper';
import { useDidPurchase } from './use-did-purchase';
import { useUpgradeAccount } from './use-upgrade-account';

/** Spec 02 §2.4: the anonymous buyer registers; the account keeps its uid and purchase. */
function UpgradeAccountScreen({ flow }: { flow: Flow }) {
  const { t } = useTranslation();
  const { onboarding, ui } = useAppStores();
  const { upgrade: upgradeStore } = useAccount();
  const didPurchase = useDidPurchase();
  const upgrade = useUpgradeAccount(flow);
  useBlockBrowserBack(true, () => upgradeStore.wentBack(flow));

  useEffect(() => {
    upgradeStore.screenShown(flow);
  }, [upgradeStore, flow]);

  return (
    <Stack gap="6" pt="8" data-screen="upgrade_account">
      <UpgradeStepper didPurchase={didPurchase} />
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('upgradeAccount.title')}
        </Heading>
        <Text color="gray.700">{t('upgradeAccount.subtitle')}</Text>
      </Stack>
      <SocialSignUp
        disabled={ui.blocked}
        error={upgrade.socialError}
        onLink={upgrade.linkWithProvider}
      />
      <RegistrationForm
        initialEmail={onboarding.email}
        busy={ui.blocked}
        error={upgrade.passwordError}
        onRegister={upgrade.registerWithPassword}
      />
      <NextStepsCard />
    </Stack>
  );
}

export default observer(UpgradeAccountScreen);
