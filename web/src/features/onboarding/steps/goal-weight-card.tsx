import { useTranslation } from 'react-i18next';
import type { PerfectWeightCard } from '../../../shared/domain/onboarding/goal-card';
import { InfoCard } from '../../../shared/ui/info-card';

/** The perfect_weight info card: underweight (blocks continue) or the card for the % to lose. */
export function GoalWeightCard({ card, percent }: { card: PerfectWeightCard; percent: number }) {
  const { t } = useTranslation();
  if (card === 'underweight') {
    return (
      <InfoCard
        tone="secondary"
        testId="underweight-info"
        cardId={card}
        title={t('steps.perfect_weight.underweightTitle')}
      >
        {t('steps.perfect_weight.underweightText')}
      </InfoCard>
    );
  }
  return (
    <InfoCard
      testId="goal-info"
      cardId={card}
      title={t(`steps.perfect_weight.goalInfo.${card}.title`)}
    >
      {t(`steps.perfect_weight.goalInfo.${card}.text`, { percent })}
    </InfoCard>
  );
}
