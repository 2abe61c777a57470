import { Box, HStack, Stack, Text } from '@chakra-ui/react';

function Figure({ width, color }: { width: number; color: string }) {
  return (
    <svg viewBox="0 0 100 160" width="100%" height="100%" aria-hidden="true">
      <circle cx="50" cy="24" r="16" fill={color} />
      <rect x={50 - width / 2} y="46" width={width} height="70" rx={width / 3} fill={color} />
      <rect x="38" y="112" width="9" height="44" rx="4" fill={color} />
      <rect x="53" y="112" width="9" height="44" rx="4" fill={color} />
    </svg>
  );
}

/** Two simple figures, before and after; the size is fixed so nothing moves while it loads. */
export function BeforeAfterFigure({
  before,
  after,
  label,
}: {
  before: string;
  after: string;
  label: string;
}) {
  return (
    <HStack role="img" aria-label={label} gap="6" justify="center" data-testid="before-after">
      {[
        { text: before, width: 64, color: '#9ca3af' },
        { text: after, width: 38, color: '#1c7a45' },
      ].map((figure) => (
        <Stack key={figure.text} align="center" gap="2">
          <Box w="24" h="36">
            <Figure width={figure.width} color={figure.color} />
          </Box>
          <Text fontWeight="semibold" aria-hidden="true">
            {figure.text}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
