import { Box, Flex, IconButton, Text, VisuallyHidden } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { LabelledProgress } from '../../shared/ui/labelled-progress';
import { SegmentDots } from '../../shared/ui/segment-dots';

type StepTopBarProps = {
  stepId: string;
  onBack: () => void;
  /** tracked_hours and bmi: a forward arrow that moves on without answering. */
  onSkipForward?: () => void;
  /** The gender step's sign-in link. */
  action?: ReactNode;
};

/** Sticky bar: back, progress, the optional counter and dots (flags), skip-forward. */
export const StepTopBar = observer(function StepTopBar(props: StepTopBarProps) {
  const { t } = useTranslation();
  const { onboarding, flags } = useAppStores();
  const walked = onboarding.stepsToShowIds;
  const { position, total } = onboarding.progressOf(props.stepId);
  const fraction = total > 0 ? position / total : 0;

  return (
    <Box position="sticky" top="0" bg="white" zIndex="docked" pt="3" pb="2">
      <Flex align="center" gap="3" minH="44px">
        <IconButton
          aria-label={t('common.back')}
          data-testid="back"
          variant="ghost"
          size="lg"
          onClick={props.onBack}
          visibility={walked.indexOf(props.stepId) > 0 ? 'visible' : 'hidden'}
        >
          <span aria-hidden="true">←</span>
        </IconButton>
        <LabelledProgress
          flex="1"
          value={Math.round(fraction * 100)}
          size="sm"
          label={t('common.progress')}
        />
        {flags.get('show-step-counter') && position > 0 && (
          <Text fontSize="sm" color="gray.700" minW="12" textAlign="end" data-testid="step-counter">
            <span aria-hidden="true">
              {position}/{total}
            </span>
            <VisuallyHidden>{t('common.stepCounter', { current: position, total })}</VisuallyHidden>
          </Text>
        )}
        {props.onSkipForward && (
          <IconButton
            aria-label={t('common.skipForward')}
            data-testid="skip-forward"
            variant="ghost"
            size="lg"
            onClick={props.onSkipForward}
          >
            <span aria-hidden="true">→</span>
          </IconButton>
        )}
        {props.action}
      </Flex>
      {flags.get('show-segment-dots') && <SegmentDots value={fraction} />}
    </Box>
  );
});
