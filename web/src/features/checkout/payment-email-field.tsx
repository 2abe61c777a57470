import { Field, Input } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/** The receipt e-mail: required for every method, checked on blur and on pay. */
export function PaymentEmailField({
  value,
  onChange,
  showError,
  onBlur,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  showError: boolean;
  onBlur: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={showError} required>
      <Field.Label>{t('payment.email')}</Field.Label>
      <Input
        ref={inputRef}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <Field.ErrorText>
        {t(value.trim() ? 'errors.emailInvalid' : 'errors.emailRequired')}
      </Field.ErrorText>
    </Field.Root>
  );
}
