import { Heading, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { ManageStep } from './domain/manage-steps';
import { StepTransition } from '../../shared/ui/step-transition';

/** Slide length of a step change (spec 02 §2.6: slide transitions). */
export const MANAGE_SLIDE_MS = 250;

type ManageStepFrameProps = {
  step: ManageStep;
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
};

/**
 * Every wizard step: `data-step-id`, the slide in, and the heading that takes focus so screen
 * readers announce the new step.
 */
export function ManageStepFrame({ step, title, subtitle, children }: ManageStepFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  return (
    <Stack data-step-id={step} pt="8">
      <StepTransition kind={step} motion="slide" ms={MANAGE_SLIDE_MS}>
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
              {title}
            </Heading>
            {subtitle && <Text color="gray.700">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </StepTransition>
    </Stack>
  );
}
