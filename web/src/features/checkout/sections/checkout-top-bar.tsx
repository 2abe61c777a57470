import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCheckout } from '../use-checkout';
import '../../../shared/ui/plain-ui.css';
import '../checkout-screen.css';

/** The sticky top bar; its confirm opens the payment modal for the selected package. */
export const CheckoutTopBar = observer(function CheckoutTopBar() {
  const { t } = useTranslation();
  const { checkout } = useCheckout();
  return (
    <div className="checkout-top-bar">
      <p className="checkout-top-bar-text">{t('payment.topBar')}</p>
      <button
        type="button"
        data-testid="confirm"
        className="plain-button plain-button-md plain-button-solid plain-button-pill"
        disabled={!checkout.selectedPackage}
        onClick={() => checkout.openModal()}
      >
        {t('payment.confirm')}
      </button>
    </div>
  );
});
