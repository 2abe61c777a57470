import { Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { hasErrors, validateRegistration } from '../../shared/domain/account-validation';
import { normalizeEmail } from '../../shared/domain/email';
import { FormField } from './form-field';
import { useFormValues } from './use-form-values';

type Field = 'firstName' | 'email' | 'password';

const INPUTS: { field: Field; type: 'text' | 'email' | 'password'; autoComplete: string }[] = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name' },
  { field: 'email', type: 'email', autoComplete: 'email' },
  { field: 'password', type: 'password', autoComplete: 'new-password' },
];

/** Spec 01 §5: name (≤ 32), e-mail, password (≥ 6); submit disabled while any is invalid. */
export const CreateAccountForm = observer(function CreateAccountForm({
  onCreate,
}: {
  onCreate: (name: string, email: string, password: string) => void;
}) {
  const { t } = useTranslation();
  const { ui } = useAppStores();
  const form = useFormValues<Field>({ firstName: '', email: '', password: '' });
  const errors = validateRegistration(form.values);
  const invalid = hasErrors(errors);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid || ui.blocked) return;
    const { firstName, email, password } = form.values;
    onCreate(firstName.trim(), normalizeEmail(email), password);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('createAccount.formLabel')}>
      <Stack gap="4">
        {INPUTS.map(({ field, type, autoComplete }) => (
          <FormField
            key={field}
            name={field}
            label={t(`createAccount.${field}`)}
            type={type}
            autoComplete={autoComplete}
            value={form.values[field]}
            error={errors[field]}
            touched={form.touched(field)}
            onChange={form.set(field)}
            onBlur={form.touch(field)}
          />
        ))}
        <Button
          type="submit"
          data-testid="create-account-submit"
          colorPalette="primary"
          size="xl"
          borderRadius="full"
          disabled={invalid || ui.blocked}
          loading={ui.blocked}
        >
          {t('createAccount.submit')}
        </Button>
      </Stack>
    </form>
  );
});
