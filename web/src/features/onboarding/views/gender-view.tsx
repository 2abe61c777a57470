import { observer } from 'mobx-react-lite';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppStores } from '../../../shared/stores/store-context';
import { hasSelection } from '../../../shared/domain/onboarding/selections';
import { optionsFor } from '../../../shared/domain/onboarding/step-definitions';
import { ROUTES, flowPage } from '../../../shared/domain/routes';
import { OptionButton } from '../../../shared/ui/option-button';
import { TextLink } from '../../../shared/ui/router-link';
import { TaggedText } from '../../../shared/ui/tagged-text';
import { stepCopy } from '../step-copy';
import { type StepProps, useStepFlow } from '../step-flow';
import { StepFrame } from '../step-frame';

/** Step 1: gender, with a sign-in link above and the terms and privacy links below. */
export const GenderView = observer(function GenderView({ step }: StepProps) {
  const { t } = useTranslation();
  const { onboarding, session } = useAppStores();
  const { advance } = useStepFlow();
  const navigate = useNavigate();

  /**
   * An anonymous visitor who already paid goes to upgrade-account instead of login. Auth starts
   * after this step's answer (app/screen-painted.tsx): before that, the check waits for it.
   */
  const signIn = (event: MouseEvent) => {
    const newTab = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
    if (newTab || (session.authReady && !session.user?.isAnonymous)) return;
    event.preventDefault();
    void session
      .isAnonymousSubscriber()
      .catch(() => false)
      .then((subscriber) =>
        navigate(subscriber ? flowPage('onboarding', 'upgradeAccount') : ROUTES.login),
      );
  };

  return (
    <StepFrame
      {...stepCopy(t, step)}
      canContinue={hasSelection(onboarding.selections.gender)}
      topAction={
        <RouterLink
          to={ROUTES.login}
          onClick={signIn}
          data-testid="sign-in"
          className="plain-button plain-button-lg plain-button-ghost plain-button-primary plain-button-tight"
        >
          {t('steps.gender.signIn')}
        </RouterLink>
      }
    >
      <div
        className="step-options step-options-two"
        role="radiogroup"
        aria-label={t('steps.gender.title')}
      >
        {optionsFor(step, undefined).map((option) => (
          <OptionButton
            key={option}
            option={option}
            role="radio"
            selected={onboarding.selections.gender === option}
            onClick={() => {
              onboarding.select('gender', option);
              advance();
            }}
          >
            {t(`steps.gender.options.${option}`)}
          </OptionButton>
        ))}
      </div>
      <p className="step-note">
        <TaggedText
          text={t('steps.gender.legal')}
          tags={{
            terms: (text) => <TextLink to="/terms">{text}</TextLink>,
            privacy: (text) => <TextLink to="/privacy">{text}</TextLink>,
          }}
        />
      </p>
    </StepFrame>
  );
});
