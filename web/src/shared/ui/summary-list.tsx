import { Box, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type SummaryRow = { key: string; label: string; value: ReactNode };

/**
 * What is (or was) submitted, as a definition list: read aloud and printed as label, value.
 * Each value carries its row's key as `data-field`.
 */
export function SummaryList({ rows, testId }: { rows: SummaryRow[]; testId: string }) {
  return (
    <Box
      as="dl"
      data-testid={testId}
      display="grid"
      gridTemplateColumns={{ base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }}
      columnGap="4"
      rowGap={{ base: '1', sm: '3' }}
      borderWidth="1px"
      borderRadius="lg"
      p="5"
    >
      {rows.map((row) => (
        <Box key={row.key} display="contents">
          <Text as="dt" fontWeight="semibold" color="gray.700">
            {row.label}
          </Text>
          <Text as="dd" data-field={row.key} mb={{ base: '2', sm: '0' }} wordBreak="break-word">
            {row.value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
