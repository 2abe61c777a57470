import { observer } from 'mobx-react-lite';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../shared/stores/store-context';
import { TRANSITION_MS } from '../../shared/domain/onboarding/transitions';
import { StepTransition } from '../../shared/ui/step-transition';
import { useStepFlow } from './step-flow';
import { StepTopBar } from './step-top-bar';
import './step-frame.css';
import '../../shared/ui/plain-ui.css';

type StepFrameProps = {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  error?: string | null;
  /** The info card slot, under the content. */
  info?: ReactNode;
  /** Defaults to the flow's advance. */
  onContinue?: () => void;
  /** Whether the step has what it needs; the definition's continueAlwaysEnabled overrides it. */
  canContinue?: boolean;
  /** A value that must not be sent (a past date): disabled even when always enabled. */
  blocked?: boolean;
  busy?: boolean;
  continueLabel?: string;
  /** Enter pressed while continue is disabled (e.g. to show the field's error). */
  onInvalidSubmit?: () => void;
  /** Steps whose own controls move on (receive_email's yes/no) hide the button. */
  hideContinue?: boolean;
  /** Shown at the end of the sticky bar (the gender step's sign-in link). */
  topAction?: ReactNode;
};

/**
 * Every step: sticky bar (back, progress, counter, dots, skip-forward), title and subtitle, the
 * content, the info card, the error line, continue, and skip on skippable steps.
 */
export const StepFrame = observer(function StepFrame(props: StepFrameProps) {
  const { t } = useTranslation();
  const { step, advance, skip, back } = useStepFlow();
  const { onboarding } = useAppStores();
  const transition = onboarding.transitionOf(step.id);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [step.id]);

  const enabled = ((props.canContinue ?? false) || step.continueAlwaysEnabled) && !props.blocked;
  // A form, so Enter in a field continues like the button (only while the button is enabled).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.busy || props.hideContinue) return;
    if (enabled) (props.onContinue ?? advance)();
    else props.onInvalidSubmit?.();
  };

  return (
    <div className="step-frame" data-step-id={step.id}>
      <StepTopBar
        stepId={step.id}
        onBack={back}
        onSkipForward={step.canSkipForward ? skip : undefined}
        action={props.topAction}
      />
      <StepTransition kind={transition} ms={TRANSITION_MS[transition]}>
        <form className="step-form" noValidate onSubmit={submit}>
          <div className="step-heading">
            <h1 ref={headingRef} tabIndex={-1}>
              {props.title}
            </h1>
            {props.subtitle && <p>{props.subtitle}</p>}
          </div>
          {props.children}
          {props.info}
          <p className="step-error" role="alert">
            {props.error ?? ''}
          </p>
          {!props.hideContinue && (
            <button
              type="submit"
              className="plain-button plain-button-xl plain-button-solid plain-button-pill"
              data-testid="continue"
              disabled={!enabled || props.busy}
              aria-busy={props.busy || undefined}
            >
              {props.busy && <span className="plain-button-spinner" aria-hidden="true" />}
              <span className="plain-button-label">
                {props.continueLabel ?? t('common.continue')}
              </span>
            </button>
          )}
          {step.skippable && (
            <button
              type="button"
              className="plain-button plain-button-lg plain-button-ghost"
              data-testid="skip"
              onClick={skip}
            >
              {t('common.skip')}
            </button>
          )}
        </form>
      </StepTransition>
    </div>
  );
});
