import { Button, HStack } from '@chakra-ui/react';

type UnitToggleProps<U extends string> = {
  units: readonly U[];
  value: U;
  onChange: (unit: U) => void;
  label: string;
};

/** Two-way unit switch (cm / ft-in, kg / lb). */
export function UnitToggle<U extends string>({
  units,
  value,
  onChange,
  label,
}: UnitToggleProps<U>) {
  return (
    <HStack
      role="group"
      aria-label={label}
      bg="gray.100"
      p="1"
      borderRadius="full"
      alignSelf="center"
    >
      {units.map((unit) => (
        <Button
          key={unit}
          data-unit={unit}
          aria-pressed={unit === value}
          size="md"
          minW="16"
          minH="11"
          borderRadius="full"
          variant={unit === value ? 'solid' : 'ghost'}
          colorPalette={unit === value ? 'primary' : 'gray'}
          onClick={() => unit !== value && onChange(unit)}
        >
          {unit}
        </Button>
      ))}
    </HStack>
  );
}
