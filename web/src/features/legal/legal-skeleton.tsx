import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

/** Holds the page's height while the text loads, so nothing jumps when it arrives. */
export const LEGAL_BODY_MIN_HEIGHT = '70vh';

export function LegalSkeleton({ label }: { label: string }) {
  return (
    <Box minH={LEGAL_BODY_MIN_HEIGHT} role="status" aria-label={label} data-testid="legal-loading">
      <Stack gap="6">
        <Skeleton height="9" width="70%" />
        <SkeletonText noOfLines={4} gap="3" />
        <Skeleton height="6" width="45%" />
        <SkeletonText noOfLines={5} gap="3" />
        <Skeleton height="6" width="55%" />
        <SkeletonText noOfLines={4} gap="3" />
      </Stack>
    </Box>
  );
}
