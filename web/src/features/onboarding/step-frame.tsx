import { Box, Button, Flex, Heading, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../../app/store-context';

type StepFrameProps = {
  stepId: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
  error?: string | null;
  info?: ReactNode;
  /** Omit for steps that advance by choosing an option. */
  onContinue?: () => void;
  canContinue?: boolean;
  busy?: boolean;
  continueLabel?: string;
  /** Shown at the end of the sticky bar (the gender step's sign-in link). */
  topAction?: ReactNode;
};

/** Every step: sticky progress bar with back and counter, title, content, info, error, continue. */
export const StepFrame = observer(function StepFrame(props: StepFrameProps) {
  const { t } = useTranslation();
  const { onboarding } = useStore();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const index = onboarding.steps.indexOf(props.stepId);
  const total = onboarding.steps.length;

  useEffect(() => {
    headingRef.current?.focus();
  }, [props.stepId]);

  const back = () => {
    onboarding.trackBack(props.stepId);
    navigate(-1);
  };

  return (
    <Stack data-step-id={props.stepId} gap="6">
      <Box position="sticky" top="0" bg="white" zIndex="docked" pt="3" pb="2">
        <Flex align="center" gap="3" minH="44px">
          <IconButton
            aria-label={t('common.back')}
            data-testid="back"
            variant="ghost"
            onClick={back}
            visibility={index > 0 ? 'visible' : 'hidden'}
          >
            <span aria-hidden="true">←</span>
          </IconButton>
          <Progress.Root
            flex="1"
            value={total ? ((index + 1) / total) * 100 : 0}
            colorPalette="primary"
            size="sm"
            aria-label={t('common.progress')}
          >
            <Progress.Track borderRadius="full">
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="gray.700" minW="10" textAlign="end">
            {index + 1}/{total}
          </Text>
          {props.topAction}
        </Flex>
      </Box>
      <Stack gap="2">
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">
          {props.title}
        </Heading>
        {props.subtitle && <Text color="gray.700">{props.subtitle}</Text>}
      </Stack>
      {props.children}
      {props.info}
      <Text role="alert" color="red.700" minH="6" fontSize="sm">
        {props.error ?? ''}
      </Text>
      {props.onContinue && (
        <Button
          data-testid="continue"
          colorPalette="primary"
          size="xl"
          borderRadius="full"
          disabled={!props.canContinue || props.busy}
          loading={props.busy}
          onClick={props.onContinue}
        >
          {props.continueLabel ?? t('common.continue')}
        </Button>
      )}
    </Stack>
  );
});
