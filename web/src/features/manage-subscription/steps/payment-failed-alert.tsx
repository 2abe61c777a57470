import { Alert } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useManageSubscription } from '../use-manage-subscription';

/**
 * A renewal failed and is being retried (past_due): say so (PayPal: fix it at PayPal). When "Update card" found no link,
 * the hint to the failed-payment mail replaces the button and takes its focus.
 */
export const PaymentFailedAlert = observer(function PaymentFailedAlert() {
  const { t } = useTranslation();
  const { manageSubscription } = useManageSubscription();
  const missing = manageSubscription.cardUpdateLinkMissing;
  const paypal = manageSubscription.subscription?.provider === 'paypal';
  const hint = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (missing) hint.current?.focus();
  }, [missing]);
  return (
    <Alert.Root status="warning" data-testid="manage-payment-failed">
      <Alert.Indicator />
      <Alert.Content aria-live="polite">
        <Alert.Title>
          {t(
            paypal
              ? 'manage.status.paymentFailed.paypalAlert'
              : 'manage.status.paymentFailed.alert',
          )}
        </Alert.Title>
        {missing && (
          <Alert.Description
            as="p"
            ref={hint}
            tabIndex={-1}
            outline="none"
            data-testid="manage-payment-failed-hint"
          >
            {t('manage.status.paymentFailed.checkEmail')}
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
});
