import { useTranslation } from 'react-i18next';
import { stepCopy } from '../step-copy';
import type { StepProps } from '../step-flow';
import { StepFrame } from '../step-frame';
import './tracked-hours-view.css';

/** Step 2: how many fasting hours members have tracked; may be skipped forward. */
export function TrackedHoursView({ step }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepFrame {...stepCopy(t, step)} canContinue>
      <div className="tracked-hours-card">
        <p className="tracked-hours-stat" data-testid="tracked-hours">
          {t('steps.tracked_hours.stat')}
        </p>
        <p>{t('steps.tracked_hours.statLabel')}</p>
      </div>
      <p className="tracked-hours-text">{t('steps.tracked_hours.text')}</p>
    </StepFrame>
  );
}
