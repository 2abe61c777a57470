import { Box, Button, Field, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancellationDraft } from './domain/cancellation-form';
import type { CancellationStore } from './stores/cancellation.store';
import { useStepHeading } from '../../shared/ui/use-step-heading';
import { latestWishedEndDay } from '@fastwell/contract/api/cancellations';

type TextKey = 'name' | 'email' | 'reference';

function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <Box as="label" display="flex" alignItems="center" gap="3" py="1" cursor="pointer">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        data-option={value}
        style={{ width: 20, height: 20, accentColor: '#1c7a45' }}
      />
      <span>{children}</span>
    </Box>
  );
}

/** Step 1: what identifies the contract and the cancellation (§312k: nothing more). */
export const CancelFormStep = observer(function CancelFormStep({
  store,
}: {
  store: CancellationStore;
}) {
  const { t } = useTranslation();
  const heading = useStepHeading<HTMLHeadingElement>('form');
  const { draft, errors } = store;
  const error = (key: keyof typeof errors) => (errors[key] ? t(errors[key]) : undefined);
  const set =
    <K extends keyof CancellationDraft>(key: K) =>
    (value: CancellationDraft[K]) =>
      store.update(key, value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (store.review()) return;
    // The first invalid field takes focus, so its message is read out.
    requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('[data-cancel-form] [aria-invalid="true"]')?.focus();
    });
  };
  const text = (key: TextKey, type: 'text' | 'email', autoComplete: string, hint?: string) => (
    <Field.Root invalid={Boolean(errors[key])} required={key !== 'reference'}>
      <Field.Label>
        {t(`cancel.form.${key}`)}
        {key !== 'reference' && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        size="xl"
        name={key}
        type={type}
        autoComplete={autoComplete}
        value={draft[key]}
        onChange={(event) => set(key)(event.target.value)}
      />
      {hint && !errors[key] && <Field.HelperText>{hint}</Field.HelperText>}
      <Field.ErrorText>{error(key)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Stack as="section" gap="6" data-step-id="form" aria-labelledby="cancel-form-title">
      <Stack gap="2">
        <Heading
          as="h1"
          size="2xl"
          id="cancel-form-title"
          ref={heading}
          tabIndex={-1}
          outline="none"
        >
          {t('cancel.title')}
        </Heading>
        <Text color="gray.700">{t('cancel.form.intro')}</Text>
      </Stack>
      <form noValidate onSubmit={submit} data-cancel-form="">
        <Stack gap="5">
          {text('name', 'text', 'name')}
          {text('email', 'email', 'email', t('cancel.form.emailHint'))}
          {text('reference', 'text', 'off', t('cancel.form.referenceHint'))}
          <Box as="fieldset" border="0" p="0" m="0">
            <Text as="legend" fontWeight="medium" mb="2">
              {t('cancel.form.kind')}
            </Text>
            <Choice
              name="kind"
              value="ordinary"
              checked={draft.kind === 'ordinary'}
              onChange={() => set('kind')('ordinary')}
            >
              {t('cancel.kind.ordinary')}
            </Choice>
            <Choice
              name="kind"
              value="extraordinary"
              checked={draft.kind === 'extraordinary'}
              onChange={() => set('kind')('extraordinary')}
            >
              {t('cancel.kind.extraordinary')}
            </Choice>
          </Box>
          {draft.kind === 'extraordinary' && (
            <Field.Root invalid={Boolean(errors.reason)} required>
              <Field.Label>
                {t('cancel.form.reason')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                name="reason"
                rows={4}
                value={draft.reason}
                onChange={(event) => set('reason')(event.target.value)}
              />
              <Field.ErrorText>{error('reason')}</Field.ErrorText>
            </Field.Root>
          )}
          <Box as="fieldset" border="0" p="0" m="0">
            <Text as="legend" fontWeight="medium" mb="2">
              {t('cancel.form.endDate')}
            </Text>
            <Choice
              name="endChoice"
              value="earliest"
              checked={draft.endChoice === 'earliest'}
              onChange={() => set('endChoice')('earliest')}
            >
              {t('cancel.form.earliest')}
            </Choice>
            <Choice
              name="endChoice"
              value="date"
              checked={draft.endChoice === 'date'}
              onChange={() => set('endChoice')('date')}
            >
              {t('cancel.form.onDate')}
            </Choice>
            {draft.endChoice === 'date' && (
              <Field.Root invalid={Boolean(errors.endDate)} required mt="2" ps="8">
                <Field.Label>{t('cancel.form.date')}</Field.Label>
                <Input
                  size="xl"
                  name="endDate"
                  type="date"
                  min={store.today}
                  max={latestWishedEndDay(store.today)}
                  value={draft.endDate}
                  onChange={(event) => set('endDate')(event.target.value)}
                />
                {!errors.endDate && (
                  <Field.HelperText>{t('cancel.form.dateHint')}</Field.HelperText>
                )}
                <Field.ErrorText>{error('endDate')}</Field.ErrorText>
              </Field.Root>
            )}
          </Box>
          <Button type="submit" size="xl" colorPalette="primary" data-testid="continue">
            {t('cancel.form.continue')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
});
