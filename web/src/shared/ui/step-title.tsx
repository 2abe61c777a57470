import { Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useStepHeading } from './use-step-heading';

/**
 * The h1 of a page whose content changes in place (loading → the plan, the card → paid): it takes
 * focus when `step` changes, so screen readers announce the new state.
 */
export function StepTitle({
  id,
  step,
  children,
}: {
  id: string;
  step: string;
  children: ReactNode;
}) {
  const heading = useStepHeading<HTMLHeadingElement>(step);
  return (
    <Heading as="h1" size="2xl" id={id} ref={heading} tabIndex={-1} outline="none">
      {children}
    </Heading>
  );
}
