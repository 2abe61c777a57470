import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useLogin } from './use-login';
import { ROUTES } from '../../shared/domain/routes';
import { TextLink } from '../../shared/ui/router-link';
import { CreateAccountForm } from './create-account-form';
import { SocialLoginButtons } from './social-login-buttons';
import { useOnward } from './use-onward';

/** Spec 01 §2.3: sign up by name, e-mail and password, Google, or Apple; then post-onboarding. */
function CreateAccountScreen() {
  const { t } = useTranslation();
  const { login } = useLogin();
  const { go } = useOnward();

  return (
    <Stack gap="6" pt="8" data-screen="create_account">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {t('createAccount.title')}
        </Heading>
        <Text color="gray.700">{t('createAccount.subtitle')}</Text>
      </Stack>
      <SocialLoginButtons
        copy="createAccount"
        onSelect={(provider) => void go(login.withProvider(provider, 'signUp', null))}
      />
      <CreateAccountForm
        onCreate={(name, email, password) => void go(login.createAccount(name, email, password))}
      />
      <Text textAlign="center">
        {t('createAccount.haveAccount')}{' '}
        <TextLink to={ROUTES.login}>{t('createAccount.logIn')}</TextLink>
      </Text>
    </Stack>
  );
}

export default observer(CreateAccountScreen);
