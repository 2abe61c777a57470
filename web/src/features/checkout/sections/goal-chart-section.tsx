import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { FASTING_LEVELS, type FastingLevel, goalChartData } from '../domain/goal-chart';
import { PlanChart } from '../../../shared/ui/plan-chart';
import { planChartPoints } from '../../../shared/ui/plan-points';
import './goal-chart-section.css';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

function FastingLevelMeter({ level }: { level: FastingLevel }) {
  const { t } = useTranslation();
  const reached = FASTING_LEVELS.indexOf(level);
  const name = t(`payment.chart.levels.${level}`);
  return (
    <div className="fasting-level" data-testid="fasting-level" data-level={level}>
      <div className="fasting-level-head" aria-hidden="true">
        <p className="fasting-level-label">{t('payment.chart.fastingLevel')}</p>
        <p className="fasting-level-name">{name}</p>
      </div>
      <div
        className="fasting-level-meter"
        role="meter"
        aria-label={t('payment.chart.fastingLevel')}
        aria-valuemin={1}
        aria-valuemax={FASTING_LEVELS.length}
        aria-valuenow={reached + 1}
        aria-valuetext={name}
      >
        {FASTING_LEVELS.map((step, index) => (
          <div key={step} className="fasting-level-step">
            <div className="fasting-level-bar" data-reached={index <= reached || undefined} />
            <p
              aria-hidden="true"
              className="fasting-level-step-name"
              data-current={index === reached || undefined}
            >
              {t(`payment.chart.levels.${step}`)}
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}

/** Goal weight and fasting level (spec 02 §2.2), only when both are known from the answers. */
export const GoalChartSection = observer(function GoalChartSection() {
  const { t, i18n } = useTranslation();
  const { onboarding } = useAppStores();
  const titleId = useId();
  const [today] = useState(() => new Date());
  const data = goalChartData(onboarding.selections, today);
  if (!data) return null;
  const points = planChartPoints({ ...data, today, locale: i18n.language });
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;

  return (
    <section className="goal-chart" aria-labelledby={titleId} data-testid="goal-chart">
      <h2 className="goal-chart-title" id={titleId}>
        {t('payment.chart.title')}
      </h2>
      <PlanChart
        points={points}
        unit={data.unit}
        description={t('payment.chart.description', {
          from: `${first.value} ${data.unit}`,
          to: `${last.value} ${data.unit}`,
          date: data.targetDate.toLocaleDateString(i18n.language, DATE_FORMAT),
        })}
      />
      <FastingLevelMeter level={data.fastingLevel} />
    </section>
  );
});
