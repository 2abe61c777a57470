import { Box, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useManageSubscription } from '../use-manage-subscription';
import { addCalendarMonths } from '@fastwell/contract/calendar';
import { SPECIAL_OFFER_MONTHS, SPECIAL_OFFER_PERCENT_OFF } from '../domain/manage-dates';
import type { ManageStep } from '../domain/manage-steps';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import { useLongDate } from '../../../shared/ui/use-long-date';
import { ManageButton } from '../manage-button';
import { ManageStepFrame } from '../manage-step-frame';
import { useManageChoice } from '../use-manage-choice';

/** The date a success screen names, from the subscription the action answered. */
function successDate(
  step: ManageStep,
  subscription: SubscriptionView | null,
  offerMonths: 1 | 3,
): Date | number | null {
  if (!subscription) return null;
  switch (step) {
    case 'pause_subscription_success':
      return subscription.pause_collection?.resumes_at ?? null;
    case 'cancel_subscription_success':
    case 'subscription_restoration_success':
      return subscription.current_period_end;
    case 'special_offer_accepted': {
      const start = subscription.metadata.specialOfferStartDate;
      return start ? addCalendarMonths(new Date(start), offerMonths) : null;
    }
    default:
      return null;
  }
}

/** The five success screens: what happened, and got it (closes an in-app browser, else status). */
function SuccessStep({ step }: { step: ManageStep }) {
  const { t } = useTranslation();
  const { manageSubscription } = useManageSubscription();
  const longDate = useLongDate();
  const { choose } = useManageChoice();
  const date = successDate(
    step,
    manageSubscription.subscription,
    SPECIAL_OFFER_MONTHS[manageSubscription.specialOfferDuration],
  );
  const bodyKey = date === null && step !== 'unpause_subscription_success' ? 'bodyNoDate' : 'body';

  return (
    <ManageStepFrame step={step} title={t(`manage.success.${step}.title`)}>
      <Box textAlign="center" fontSize="5xl" aria-hidden="true">
        ✓
      </Box>
      <Text color="gray.800" data-testid="manage-success-body">
        {t(`manage.success.${step}.${bodyKey}`, {
          date: date === null ? '' : longDate(date),
          percent: SPECIAL_OFFER_PERCENT_OFF,
        })}
      </Text>
      <ManageButton
        option="gotIt"
        onClick={() => choose({ step: 'success', successStep: step, option: 'gotIt' })}
      >
        {t('manage.gotIt')}
      </ManageButton>
    </ManageStepFrame>
  );
}

export default observer(SuccessStep);
