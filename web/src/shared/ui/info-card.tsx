import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type InfoCardProps = {
  title?: string;
  children: ReactNode;
  tone?: 'primary' | 'secondary';
  testId?: string;
  /** Which card this is, for tests and styling hooks (`data-card`). */
  cardId?: string;
};

/** The info card slot of a step: a tinted box with an optional bold title. */
export function InfoCard({ title, children, tone = 'primary', testId, cardId }: InfoCardProps) {
  return (
    <Box
      bg={tone === 'primary' ? 'primary.subtle' : 'secondary.subtle'}
      borderRadius="lg"
      p="4"
      data-testid={testId}
      data-card={cardId}
    >
      {title && <Text fontWeight="semibold">{title}</Text>}
      <Text>{children}</Text>
    </Box>
  );
}
