import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type TextFieldProps = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  /** Translation key of the error to show now (the screen decides when: blur or change). */
  error: string | null;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** A value the visitor cannot change (e.g. an address already proven). */
  readOnly?: boolean;
  /** Translated help shown below the input while there is no error. */
  helper?: string | undefined;
};

/** A labelled input with its translated error below. */
export function TextField({ label, error, onChange, onBlur, helper, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="xl"
        {...input}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error && t(error)}</Field.ErrorText>
    </Field.Root>
  );
}
