import { Box, List } from '@chakra-ui/react';

function CheckMark() {
  return (
    <svg viewBox="0 0 24 24" width="100%" height="100%" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill="currentColor" />
      <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="white" strokeWidth="2.4" />
    </svg>
  );
}

/** A list of benefits, each with a check mark; `testId` marks the list for tests. */
export function CheckList({ items, testId }: { items: string[]; testId?: string }) {
  return (
    <List.Root as="ul" listStyle="none" gap="3" data-testid={testId}>
      {items.map((item) => (
        <List.Item key={item} display="flex" alignItems="flex-start" gap="3">
          <Box as="span" boxSize="6" flexShrink={0} color="primary.solid">
            <CheckMark />
          </Box>
          {item}
        </List.Item>
      ))}
    </List.Root>
  );
}
