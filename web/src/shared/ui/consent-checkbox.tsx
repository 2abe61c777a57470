import { Stack, Text, chakra } from '@chakra-ui/react';

/**
 * A box the visitor ticks to agree to something (terms, a waiver, health data): a native
 * checkbox (24 px) inside its label, so the whole row is the target and every browser and test
 * can tick it. With `error` (a string, empty while there is none) an alert line below says what
 * is missing; the box is then marked invalid and described by it.
 */
export function ConsentCheckbox({
  name,
  label,
  checked,
  onChange,
  error,
  inputTestId,
  labelTestId,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  inputTestId?: string;
  labelTestId?: string;
}) {
  const errorId = `${name}-error`;
  const box = (
    <chakra.label
      data-testid={labelTestId}
      display="flex"
      alignItems="flex-start"
      gap="3"
      minH="11"
      py="2"
      cursor="pointer"
    >
      <chakra.input
        type="checkbox"
        name={name}
        data-testid={inputTestId}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-invalid={error === undefined ? undefined : error !== ''}
        aria-describedby={error ? errorId : undefined}
        boxSize="6"
        flexShrink={0}
        mt="0.5"
        accentColor="primary.solid"
        cursor="pointer"
      />
      <Text as="span" fontSize="sm" color="gray.700">
        {label}
      </Text>
    </chakra.label>
  );
  if (error === undefined) return box;
  return (
    <Stack gap="1">
      {box}
      <Text id={errorId} role="alert" color="red.700" fontSize="sm" minH="5">
        {error}
      </Text>
    </Stack>
  );
}
