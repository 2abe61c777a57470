import { Box, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStore } from '../../../app/store-context';
import type { WeightAnswer } from '../../../domain/measurements';
import { postOnboardingRoute } from '../../../domain/post-purchase';
import { weightLossPlan } from '../../../domain/weight-plan';
import { ApiError } from '../../../services/api-client';
import { authErrorCode } from '../../../services/auth.service';
import type { StepProps } from '../onboarding-step-route';
import { StepFrame } from '../step-frame';

function errorKey(error: unknown): string {
  if (error instanceof ApiError)
    return error.code === 'invalid-data' ? 'errors.invalidData' : 'errors.unknownError';
  const code = authErrorCode(error);
  return code === 'auth/network-request-failed' ? 'errors.network' : 'errors.unknownError';
}

/** Plan summary; continuing signs in anonymously and saves the answers, then goes to payment. */
export const PlanIsReadyStep = observer(function PlanIsReadyStep({ step }: StepProps) {
  const { t, i18n } = useTranslation();
  const { onboarding, session, ui, analytics } = useStore();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const weight = onboarding.selections.weight as WeightAnswer | undefined;
  const goal = onboarding.selections.perfect_weight as WeightAnswer | undefined;
  const plan =
    weight && goal ? weightLossPlan(weight.inKg.value, goal.inKg.value, new Date()) : null;

  const save = async () => {
    setError(null);
    try {
      await ui.whileBlocked(() => onboarding.savePlan());
      onboarding.commit(step.id);
      const user = session.user;
      navigate(
        postOnboardingRoute({
          flow: 'onboarding',
          hasUser: user !== null,
          isAnonymous: user?.isAnonymous ?? true,
          isPartner: false,
          hasOldSubscription: false,
          isPurchaseAvailable: true,
        }),
      );
    } catch (caught) {
      analytics.error('web_saveOnboardingFailed', caught);
      setError(t(errorKey(caught)));
    }
  };

  return (
    <StepFrame
      stepId={step.id}
      title={t('steps.plan_is_ready.title')}
      subtitle={t('steps.plan_is_ready.subtitle')}
      error={error}
      canContinue
      busy={ui.blocked}
      continueLabel={t('steps.plan_is_ready.cta')}
      onContinue={() => void save()}
    >
      {goal && plan && (
        <Box bg="primary.subtle" borderRadius="xl" p="5">
          <Stack gap="1">
            <Text fontSize="sm" color="gray.700">
              {t('steps.plan_is_ready.goalLabel')}
            </Text>
            <Text fontSize="2xl" fontWeight="bold" data-testid="goal-summary">
              {t('steps.plan_is_ready.goal', {
                weight: `${goal.original.value} ${goal.original.unit}`,
                date: plan.targetDate.toLocaleDateString(i18n.language, {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                }),
              })}
            </Text>
          </Stack>
        </Box>
      )}
    </StepFrame>
  );
});
