import { Box } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/** In from the inline end (the right in left-to-right languages): the manage wizard's slide. */
const slide = keyframes`
  from { opacity: 0; transform: translateX(32px); }
  to { opacity: 1; transform: none; }
`;

/**
 * Brings a new step in with CSS only (opacity and transform: no layout shift). `ms` 0 means no
 * transition; visitors who prefer reduced motion get none either.
 */
export function StepTransition({
  ms,
  kind,
  motion = 'rise',
  children,
}: {
  ms: number;
  kind: string;
  motion?: 'rise' | 'slide';
  children: ReactNode;
}) {
  const frames = motion === 'slide' ? slide : rise;
  return (
    <Box
      data-transition={kind}
      css={ms > 0 ? { animation: `${frames} ${ms}ms ease-out both` } : undefined}
      _motionReduce={{ animation: 'none' }}
    >
      {children}
    </Box>
  );
}
