import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type OptionButtonProps = {
  option: string;
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
  /** One answer of a radiogroup (aria-checked); without it a toggle button (aria-pressed). */
  role?: 'radio';
};

/** One answer of a select step: a large target (≥ 56 px) carrying `data-option`. */
export function OptionButton({ option, selected, onClick, children, role }: OptionButtonProps) {
  return (
    <Button
      data-option={option}
      data-selected={selected || undefined}
      onClick={onClick}
      role={role}
      aria-checked={role ? selected : undefined}
      aria-pressed={role ? undefined : selected}
      variant="outline"
      size="xl"
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      minH="14"
      borderRadius="xl"
      borderWidth="2px"
      borderColor={selected ? 'primary.solid' : 'gray.300'}
      bg={selected ? 'primary.subtle' : 'white'}
      color="gray.900"
      _hover={{ borderColor: 'primary.solid' }}
    >
      {children}
    </Button>
  );
}
