import { Field, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type FormFieldProps = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  /** Translation key of the field's error; shown once the field was touched. */
  error: string | null;
  touched: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
};

/** A labelled input with its translated error (spec 01 §5 messages). */
export function FormField(props: FormFieldProps) {
  const { t } = useTranslation();
  const showError = props.touched && props.error !== null;
  return (
    <Field.Root invalid={showError}>
      <Field.Label>{props.label}</Field.Label>
      <Input
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        size="xl"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        onBlur={props.onBlur}
      />
      <Field.ErrorText>{showError && props.error ? t(props.error) : null}</Field.ErrorText>
    </Field.Root>
  );
}
