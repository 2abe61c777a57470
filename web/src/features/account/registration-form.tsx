import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasErrors,
  validateRegistration,
  type RegistrationValues,
} from '../../shared/domain/account-validation';
import { normalizeEmail } from '../../shared/domain/email';

type Field = keyof RegistrationValues;

type RegistrationFormProps = {
  initialEmail: string;
  busy: boolean;
  error: string | null;
  onRegister: (firstName: string, email: string, password: string) => void;
};

const INPUTS: { field: Field; type: string; autoComplete: string }[] = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
];

/** Upgrade by e-mail and password: first name, e-mail, password; submit disabled while invalid. */
export function RegistrationForm({ initialEmail, busy, error, onRegister }: RegistrationFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({
    firstName: '',
    email: initialEmail,
    password: '',
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const errors = validateRegistration(values);
  const invalid = hasErrors(errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || busy) return;
    onRegister(values.firstName.trim(), normalizeEmail(values.email), values.password);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('upgradeAccount.formLabel')}>
      <Stack gap="4">
        {INPUTS.map(({ field, type, autoComplete }) => {
          const fieldError = errors[field];
          return (
            <Field.Root key={field} invalid={Boolean(touched[field] && fieldError)}>
              <Field.Label>{t(`upgradeAccount.${field}`)}</Field.Label>
              <Input
                name={field}
                type={type}
                autoComplete={autoComplete}
                value={values[field]}
                maxLength={field === 'firstName' ? 64 : undefined}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field]: event.target.value }))
                }
                onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
              />
              <Field.ErrorText>{fieldError && t(fieldError)}</Field.ErrorText>
            </Field.Root>
          );
        })}
        <Text role="alert" color="red.700" fontSize="sm" minH="5" data-testid="register-error">
          {error ?? ''}
        </Text>
        <Button
          type="submit"
          data-testid="register"
          colorPalette="primary"
          size="xl"
          borderRadius="full"
          disabled={invalid || busy}
          loading={busy}
        >
          {t('upgradeAccount.submit')}
        </Button>
      </Stack>
    </form>
  );
}
