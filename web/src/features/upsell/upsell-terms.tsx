import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConsentCheckbox } from '../../shared/ui/consent-checkbox';
import { useUpsell } from './use-upsell';

/** The terms experiment (flag upsell-terms-checkbox): accept waits for this box. */
export const UpsellTerms = observer(function UpsellTerms() {
  const { t } = useTranslation();
  const { upsell } = useUpsell();
  return (
    <ConsentCheckbox
      name="upsell-terms"
      inputTestId="upsell-terms"
      label={t('upsellFunnel.terms')}
      checked={upsell.termsAccepted}
      onChange={(accepted) => upsell.setTermsAccepted(accepted)}
      error={upsell.termsError ? t('upsellFunnel.termsError') : ''}
    />
  );
});
