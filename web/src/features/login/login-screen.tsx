import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLogin } from './use-login';
import { ROUTES } from '../../shared/domain/routes';
import { TextLink } from '../../shared/ui/router-link';
import { CreateAccountOfferModal } from './create-account-offer-modal';
import { LoginForm } from './login-form';
import { ResetPasswordModal } from './reset-password-modal';
import { SocialLoginButtons } from './social-login-buttons';
import { useOnward } from './use-onward';

/**
 * Spec 01 §2.3, §4: e-mail and password, reset password, Google and Apple; success goes to the
 * returnTo path or the post-onboarding route; an unknown e-mail offers to create the account.
 */
type LoginScreenProps = {
  /** Where success goes, instead of returnTo or the post-onboarding route (the manage flow). */
  onwardTo?: string;
  title?: string;
  subtitle?: string;
  /** `data-step-id` when the screen is a step of a wizard. */
  stepId?: string;
};

function LoginScreen(props: LoginScreenProps) {
  const { t } = useTranslation();
  const { login } = useLogin();
  const { search } = useLocation();
  const onward = useOnward();
  const returnTo = props.onwardTo ?? onward.returnTo;
  const { go } = onward;
  const [resetEmail, setResetEmail] = useState<string | null>(null);
  const initialEmail = new URLSearchParams(search).get('email') ?? '';

  return (
    <Stack gap="6" pt="8" data-screen="login" data-step-id={props.stepId}>
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {props.title ?? t('login.title')}
        </Heading>
        <Text color="gray.700">{props.subtitle ?? t('login.subtitle')}</Text>
      </Stack>
      <SocialLoginButtons
        copy="login"
        onSelect={(provider) => void go(login.withProvider(provider, 'signIn', returnTo))}
      />
      <LoginForm
        initialEmail={initialEmail}
        onLogin={(email, password) => void go(login.loginWithEmail({ email, password }, returnTo))}
        onForgotPassword={setResetEmail}
      />
      {login.registerLinkVisible && (
        <Text textAlign="center" data-testid="register-now">
          {t('login.noAccount')}{' '}
          <TextLink to={ROUTES.createAccount}>{t('login.registerNow')}</TextLink>
        </Text>
      )}
      <ResetPasswordModal initialEmail={resetEmail} onClose={() => setResetEmail(null)} />
      <CreateAccountOfferModal onCreate={() => void go(login.acceptCreateOffer(returnTo))} />
    </Stack>
  );
}

export default observer(LoginScreen);
