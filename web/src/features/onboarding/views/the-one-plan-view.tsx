import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { weightAnswerOf } from '../../../shared/domain/onboarding/selections';
import { PlanChart } from '../../../shared/ui/plan-chart';
import { planChartPoints } from '../../../shared/ui/plan-points';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** Step 31: title, subtitle and the plan chart (5 points from today's weight to the goal). */
export const TheOnePlanView = observer(function TheOnePlanView({ step }: StepProps) {
  const { t, i18n } = useTranslation();
  const { onboarding } = useAppStores();
  const [today] = useState(() => new Date());
  const summary = onboarding.summary;
  const unit = weightAnswerOf(onboarding.selections.weight)?.original.unit ?? 'kg';
  const points =
    summary.weightKg !== undefined && summary.goalKg !== undefined && summary.plan
      ? planChartPoints({
          startKg: summary.weightKg,
          goalKg: summary.goalKg,
          today,
          targetDate: summary.plan.targetDate,
          unit,
          locale: i18n.language,
        })
      : null;
  const first = points?.[0];
  const last = points?.at(-1);

  return (
    <StepFrame {...stepCopy(t, step)} canContinue>
      {points && first && last && (
        <PlanChart
          points={points}
          unit={unit}
          description={t('steps.the_one_plan.chartDescription', {
            from: `${first.value} ${unit}`,
            to: `${last.value} ${unit}`,
            date: summary.plan?.targetDate.toLocaleDateString(i18n.language, DATE_FORMAT),
          })}
        />
      )}
    </StepFrame>
  );
});
