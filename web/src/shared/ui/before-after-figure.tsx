import { Box, HStack, Stack, Text } from '@chakra-ui/react';

/** Figure shape: a neutral silhouette, or one with short (male) or shoulder-length (female) hair. */
export type FigureVariant = 'neutral' | 'male' | 'female';

function Hair({ variant, color }: { variant: FigureVariant; color: string }) {
  if (variant === 'female') return <path d="M31 26a19 19 0 0 1 38 0v16H31z" fill={color} />;
  if (variant === 'male') return <path d="M33.5 21a16.5 15 0 0 1 33 0z" fill={color} />;
  return null;
}

function Figure({
  width,
  color,
  hair,
  variant,
}: {
  width: number;
  color: string;
  hair: string;
  variant: FigureVariant;
}) {
  return (
    <svg viewBox="0 0 100 160" width="100%" height="100%" aria-hidden="true">
      {variant === 'female' && <Hair variant={variant} color={hair} />}
      <circle cx="50" cy="24" r="16" fill={color} />
      {variant === 'male' && <Hair variant={variant} color={hair} />}
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
  variant = 'neutral',
}: {
  before: string;
  after: string;
  label: string;
  variant?: FigureVariant;
}) {
  return (
    <HStack
      role="img"
      aria-label={label}
      gap="6"
      justify="center"
      data-testid="before-after"
      data-figure={variant}
    >
      {[
        { text: before, width: 64, color: '#9ca3af', hair: '#4b5563' },
        { text: after, width: 38, color: '#1c7a45', hair: '#155c34' },
      ].map((figure) => (
        <Stack key={figure.text} align="center" gap="2">
          <Box w="24" h="36">
            <Figure
              width={figure.width}
              color={figure.color}
              hair={figure.hair}
              variant={variant}
            />
          </Box>
          <Text fontWeight="semibold" aria-hidden="true">
            {figure.text}
          </Text>
        </Stack>
      ))}
    </HStack>
  );
}
