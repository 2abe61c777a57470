import { Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { hasErrors, validateLogin } from '../../shared/domain/account-validation';
import { normalizeEmail } from '../../shared/domain/email';
import { FormField } from './form-field';
import { useFormValues } from './use-form-values';

type LoginFormProps = {
  initialEmail: string;
  onLogin: (email: string, password: string) => void;
  onForgotPassword: (email: string) => void;
};

/** E-mail and password (spec 01 §2.3); the reset-password link opens the modal. */
export const LoginForm = observer(function LoginForm(props: LoginFormProps) {
  const { t } = useTranslation();
  const { ui } = useAppStores();
  const form = useFormValues({ email: props.initialEmail, password: '' });
  const errors = validateLogin(form.values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (hasErrors(errors) || ui.blocked) return;
    props.onLogin(normalizeEmail(form.values.email), form.values.password);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('login.formLabel')}>
      <Stack gap="4">
        <FormField
          name="email"
          label={t('login.email')}
          type="email"
          autoComplete="username"
          value={form.values.email}
          error={errors.email}
          touched={form.touched('email')}
          onChange={form.set('email')}
          onBlur={form.touch('email')}
        />
        <FormField
          name="password"
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          error={errors.password}
          touched={form.touched('password')}
          onChange={form.set('password')}
          onBlur={form.touch('password')}
        />
        <Button
          variant="plain"
          alignSelf="flex-start"
          px="0"
          color="primary.fg"
          textDecoration="underline"
          data-testid="forgot-password"
          onClick={() => props.onForgotPassword(form.values.email)}
        >
          {t('login.forgotPassword')}
        </Button>
        <Button
          type="submit"
          data-testid="login-submit"
          colorPalette="primary"
          size="xl"
          borderRadius="full"
          loading={ui.blocked}
        >
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
});
