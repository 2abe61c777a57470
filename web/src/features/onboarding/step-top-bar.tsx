import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { LabelledProgress } from '../../shared/ui/labelled-progress';
import { SegmentDots } from '../../shared/ui/segment-dots';
import './step-frame.css';

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
    <div className="step-top-bar">
      <div className="step-top-bar-row">
        <button
          type="button"
          className="plain-button plain-button-lg plain-button-icon plain-button-ghost"
          aria-label={t('common.back')}
          data-testid="back"
          onClick={props.onBack}
          style={{ visibility: walked.indexOf(props.stepId) > 0 ? 'visible' : 'hidden' }}
        >
          <span aria-hidden="true">←</span>
        </button>
        <LabelledProgress
          flex="1"
          value={Math.round(fraction * 100)}
          size="sm"
          label={t('common.progress')}
        />
        {flags.get('show-step-counter') && position > 0 && (
          <p className="step-counter" data-testid="step-counter">
            <span aria-hidden="true">
              {position}/{total}
            </span>
            <span className="visually-hidden">
              {t('common.stepCounter', { current: position, total })}
            </span>
          </p>
        )}
        {props.onSkipForward && (
          <button
            type="button"
            className="plain-button plain-button-lg plain-button-icon plain-button-ghost"
            aria-label={t('common.skipForward')}
            data-testid="skip-forward"
            onClick={props.onSkipForward}
          >
            <span aria-hidden="true">→</span>
          </button>
        )}
        {props.action}
      </div>
      {flags.get('show-segment-dots') && <SegmentDots value={fraction} />}
    </div>
  );
});
