import { Field, Input, InputGroup } from '@chakra-ui/react';
import type { Ref } from 'react';
import { digitsOnly } from '../../../shared/domain/measurements';

type NumberFieldProps = {
  label: string;
  unit: string;
  value: string;
  maxDigits: number;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
};

/** A digits-only field with its unit shown inside. */
export function NumberField(props: NumberFieldProps) {
  return (
    <Field.Root invalid={props.invalid} flex="1">
      <Field.Label>{props.label}</Field.Label>
      <InputGroup endElement={props.unit}>
        <Input
          ref={props.inputRef}
          name={props.name}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          size="xl"
          fontSize="2xl"
          value={props.value}
          onChange={(event) => props.onChange(digitsOnly(event.target.value, props.maxDigits))}
          onBlur={props.onBlur}
        />
      </InputGroup>
    </Field.Root>
  );
}
