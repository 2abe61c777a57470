import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppStores } from '../../../shared/stores/store-context';
import { useManageSubscription } from '../use-manage-subscription';
import type { StatusOption } from '../domain/manage-steps';
import type { PrimaryAction } from '@fastwell/contract/subscription-state';
import { flowPage } from '../../../shared/domain/routes';
import { useDevice } from '../../../shared/ui/use-device';
import { ManageButton } from '../manage-button';
import { manageStepPath } from '../manage-paths';
import { ManageStepFrame } from '../manage-step-frame';
import { useHelpLink } from '../use-help-link';
import { useManageChoice } from '../use-manage-choice';
import { PaymentFailedAlert } from './payment-failed-alert';
import { PAYPAL_PAYMENTS_PAGE } from '@fastwell/contract/provider-pages';
import { type StatusKind, StatusDetails } from './status-details';

const PRIMARY_OPTION: Record<PrimaryAction, StatusOption> = {
  manage: 'cancelSubscription',
  activate: 'reactivateSubscription',
  restore: 'restoreSubscription',
  unpause: 'unpauseSubscription',
};

/**
 * subscription_status: e-mail, status, date, plan, description and the state's primary button;
 * active subscriptions can also pause (the picker, directly) and ask questions. The active
 * state's primary button enters the cancel flow at the reasons (spec 02 §4.13).
 * After a failed renewal (past_due) an alert and "Update card" (the card-update page) come first.
 */
function StatusStep() {
  const { t } = useTranslation();
  const helpLink = useHelpLink();
  const { session } = useAppStores();
  const { manageSubscription } = useManageSubscription();
  const navigate = useNavigate();
  const device = useDevice();
  const { choose, closeInAppBrowser } = useManageChoice();
  const kind: StatusKind =
    manageSubscription.loadState === 'none' ? 'none' : (manageSubscription.state ?? 'error');
  const primary = manageSubscription.primaryAction;
  const status = (option: StatusOption) => () => choose({ step: 'subscription_status', option });
  const paymentFailed = manageSubscription.paymentFailed;
  // PayPal bills and retries itself: the subscriber fixes the funding source at PayPal.
  const paidByPayPal = manageSubscription.subscription?.provider === 'paypal';
  const updateCard = async () => {
    const to = await manageSubscription.cardUpdatePath();
    if (to) void navigate(to);
  };

  return (
    <ManageStepFrame step="subscription_status" title={t('manage.status.title')}>
      <StatusDetails
        email={session.user?.email ?? ''}
        kind={kind}
        subscription={manageSubscription.subscription}
        now={manageSubscription.now()}
      />
      {paymentFailed && <PaymentFailedAlert />}
      <Stack gap="3">
        {paymentFailed && paidByPayPal && (
          <ManageButton option="openPayPal" href={PAYPAL_PAYMENTS_PAGE}>
            {t('manage.status.paymentFailed.paypalButton')}
          </ManageButton>
        )}
        {paymentFailed && !paidByPayPal && !manageSubscription.cardUpdateLinkMissing && (
          <ManageButton option="updateCard" onClick={updateCard}>
            {t('manage.status.paymentFailed.button')}
          </ManageButton>
        )}
        {primary && (
          <ManageButton option={PRIMARY_OPTION[primary]} onClick={status(PRIMARY_OPTION[primary])}>
            {t(`manage.status.actions.${primary}`)}
          </ManageButton>
        )}
        {kind === 'none' && (
          <ManageButton
            option="reactivateSubscription"
            onClick={() => navigate(flowPage('manage_subscription', 'payment'))}
          >
            {t('manage.status.actions.activate')}
          </ManageButton>
        )}
        {kind === 'active' && (
          <>
            <ManageButton
              option="pauseSubscription"
              emphasis="secondary"
              onClick={status('pauseSubscription')}
            >
              {t('manage.status.actions.pause')}
            </ManageButton>
            <ManageButton option="haveQuestion" emphasis="quiet" onClick={status('haveQuestion')}>
              {t('manage.status.actions.haveQuestions')}
            </ManageButton>
          </>
        )}
        {kind === 'error' && (
          <ManageButton option="contactSupport" emphasis="secondary" href={helpLink('support')}>
            {t('manage.status.actions.contactSupport')}
          </ManageButton>
        )}
        {device.inAppBrowser && (
          <ManageButton option="goBack" emphasis="quiet" onClick={closeInAppBrowser}>
            {t('manage.goBack')}
          </ManageButton>
        )}
      </Stack>
      <Text fontSize="sm" textAlign="center" color="gray.700">
        <Trans
          i18nKey="manage.status.signedInAs"
          components={[
            <button
              key="switch"
              type="button"
              data-testid="switch-account"
              style={{ textDecoration: 'underline' }}
              onClick={() =>
                void session.logout(() => void navigate(manageStepPath('login'), { replace: true }))
              }
            />,
          ]}
        />
      </Text>
    </ManageStepFrame>
  );
}

export default observer(StatusStep);
