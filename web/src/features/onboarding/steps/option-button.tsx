import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type OptionButtonProps = {
  option: string;
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
  multi?: boolean;
};

/** One answer of a select step: a large target, selected state announced to screen readers. */
export function OptionButton({ option, selected, onClick, children, multi }: OptionButtonProps) {
  return (
    <Button
      data-option={option}
      onClick={onClick}
      aria-pressed={multi ? selected : undefined}
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
