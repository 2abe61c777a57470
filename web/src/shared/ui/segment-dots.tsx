import { HStack, Box } from '@chakra-ui/react';

/** Decorative dots, one per section of the questionnaire; reached sections are filled. */
export function SegmentDots({ value, segments = 4 }: { value: number; segments?: number }) {
  return (
    <HStack gap="2" justify="center" aria-hidden="true" data-testid="segment-dots" minH="2">
      {Array.from({ length: segments }, (_, index) => {
        const reached = value > index / segments;
        return (
          <Box
            key={index}
            boxSize="2"
            borderRadius="full"
            bg={reached ? 'primary.solid' : 'gray.300'}
          />
        );
      })}
    </HStack>
  );
}
