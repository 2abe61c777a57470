import { Box } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import type { ReactNode } from 'react';

const stepIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

/**
 * Fades a new step in with CSS only (opacity and transform: no layout shift). `ms` 0 means no
 * transition; visitors who prefer reduced motion get none either.
 */
export function StepTransition({
  ms,
  kind,
  children,
}: {
  ms: number;
  kind: string;
  children: ReactNode;
}) {
  return (
    <Box
      data-transition={kind}
      css={ms > 0 ? { animation: `${stepIn} ${ms}ms ease-out both` } : undefined}
      _motionReduce={{ animation: 'none' }}
    >
      {children}
    </Box>
  );
}
