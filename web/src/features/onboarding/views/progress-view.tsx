import { Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ANALYSING,
  answerQuestion,
  barPercent,
  currentItemIndex,
  initialAnalysingState,
  tickAnalysing,
} from '../domain/analysing-progress';
import { LabelledProgress } from '../../../shared/ui/labelled-progress';
import { stepCopy } from '../step-copy';
import { type StepProps, useStepFlow } from '../step-flow';
import { StepFrame } from '../step-frame';
import { ProgressQuestionModal } from './progress-question-modal';

const ITEMS = ['item1', 'item2', 'item3', 'item4'] as const;

/**
 * Step 32 (analysing): the overall bar (15 s) and four item bars driven by the domain state
 * machine on a real timer; the question modal pauses them; when all are full the flow moves on
 * by itself.
 */
export function ProgressView({
  step,
  random = Math.random,
}: StepProps & { random?: () => number }) {
  const { t } = useTranslation();
  const { advance } = useStepFlow();
  const [state, setState] = useState(() => initialAnalysingState(ANALYSING.barMs));
  const advanced = useRef(false);

  useEffect(() => {
    if (state.complete) return;
    const timer = window.setInterval(
      () => setState((current) => tickAnalysing(current, random)),
      ANALYSING.tickMs,
    );
    return () => window.clearInterval(timer);
  }, [random, state.complete]);

  useEffect(() => {
    if (!state.complete || advanced.current) return;
    advanced.current = true;
    advance();
  }, [advance, state.complete]);

  const current = currentItemIndex(state);
  const bar = Math.round(barPercent(state));
  const currentLabel = t(`steps.progress.items.${ITEMS[current] ?? 'item4'}`);

  return (
    <StepFrame {...stepCopy(t, step)} hideContinue>
      <VisuallyHidden role="status" aria-live="polite">
        {state.complete ? t('steps.progress.done') : currentLabel}
      </VisuallyHidden>
      <Stack gap="5" data-question={state.question}>
        <Flex gap="3" align="center" data-testid="analysing-bar" data-percent={bar}>
          <LabelledProgress value={bar} label={t('steps.progress.title')} size="lg" flex="1" />
          <Text aria-hidden="true" minW="12" textAlign="end" fontWeight="semibold">
            {`${bar}%`}
          </Text>
        </Flex>
        {ITEMS.map((item, index) => {
          const percent = Math.round(state.items[index] ?? 0);
          const label = t(`steps.progress.items.${item}`);
          return (
            <Stack key={item} gap="2" data-item={item}>
              <Flex justify="space-between" fontWeight={index === current ? 'semibold' : 'normal'}>
                <Text>{label}</Text>
                <Text aria-hidden="true" minW="12" textAlign="end">
                  {percent === 100 ? '✓' : `${percent}%`}
                </Text>
              </Flex>
              <LabelledProgress value={percent} label={label} />
            </Stack>
          );
        })}
      </Stack>
      <ProgressQuestionModal
        open={state.question === 'open'}
        onAnswer={() => setState((currentState) => answerQuestion(currentState))}
      />
    </StepFrame>
  );
}
