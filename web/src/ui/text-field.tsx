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
};

/** A labelled input with its translated error below. */
export function TextField({ label, error, onChange, onBlur, ...input }: TextFieldProps) {
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
      <Field.ErrorText>{error && t(error)}</Field.ErrorText>
    </Field.Root>
  );
}
