import { useTranslation } from 'react-i18next';
import type { RefundReason } from '../../../shared/stores/purchase.store';
import '../checkout-screen.css';

const KEYS: Record<RefundReason, string> = {
  trial: 'payment.trialRefunded',
  paypalTrial: 'payment.paypalTrialRefunded',
  duplicate: 'payment.duplicateRefunded',
};
const TEST_IDS: Record<RefundReason, string> = {
  trial: 'trial-refunded',
  paypalTrial: 'paypal-trial-refunded',
  duplicate: 'duplicate-refunded',
};

/** Why the buyer is back on the checkout screen: the server undid the purchase and refunded it. */
export function RefundNotice({ refunded }: { refunded: RefundReason | null }) {
  const { t } = useTranslation();
  if (!refunded) return null;
  return (
    <p role="alert" className="checkout-refund-notice" data-testid={TEST_IDS[refunded]}>
      {t(KEYS[refunded])}
    </p>
  );
}
