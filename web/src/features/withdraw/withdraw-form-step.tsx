import { Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAWAL_DELAY_HOURS, WITHDRAWAL_PERIOD_DAYS } from '@fastwell/contract/api/withdrawals';
import { useStepHeading } from '../../shared/ui/use-step-heading';
import type { WithdrawalField } from './domain/withdrawal-form';
import type { WithdrawalStore } from './stores/withdrawal.store';

const PERIOD = { days: WITHDRAWAL_PERIOD_DAYS, hours: WITHDRAWAL_DELAY_HOURS };

/** Step 1: who withdraws (name, e-mail, optionally the contract's reference), and what it means. */
export const WithdrawFormStep = observer(function WithdrawFormStep({
  store,
}: {
  store: WithdrawalStore;
}) {
  const { t } = useTranslation();
  const heading = useStepHeading<HTMLHeadingElement>('form');
  const { draft, errors } = store;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (store.review()) return;
    // The first invalid field takes focus, so its message is read out.
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('[data-withdraw-form] [aria-invalid="true"]')?.focus();
    });
  };
  const field = (key: WithdrawalField, type: 'text' | 'email', autoComplete: string) => {
    const required = key !== 'reference';
    const error = errors[key];
    const hint = key === 'name' ? undefined : t(`withdraw.form.${key}Hint`);
    return (
      <Field.Root invalid={Boolean(error)} required={required}>
        <Field.Label>
          {t(`withdraw.form.${key}`)}
          {required && <Field.RequiredIndicator />}
        </Field.Label>
        <Input
          size="xl"
          name={key}
          type={type}
          autoComplete={autoComplete}
          data-testid={`withdraw-${key}`}
          value={draft[key]}
          onChange={(event) => store.update(key, event.target.value)}
        />
        {hint && !error && <Field.HelperText>{hint}</Field.HelperText>}
        <Field.ErrorText>{error ? t(error) : undefined}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <Stack as="section" gap="6" data-step-id="form" aria-labelledby="withdraw-form-title">
      <Stack gap="2">
        <Heading
          as="h1"
          size="2xl"
          id="withdraw-form-title"
          ref={heading}
          tabIndex={-1}
          outline="none"
        >
          {t('withdraw.title')}
        </Heading>
        <Text color="gray.700">{t('withdraw.form.intro', PERIOD)}</Text>
        <Text color="gray.700">{t('withdraw.form.covers', PERIOD)}</Text>
      </Stack>
      <form noValidate onSubmit={submit} data-withdraw-form="">
        <Stack gap="5">
          {field('name', 'text', 'name')}
          {field('email', 'email', 'email')}
          {field('reference', 'text', 'off')}
          <Button type="submit" size="xl" colorPalette="primary" data-testid="withdraw-continue">
            {t('withdraw.form.continue')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
});
