import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConsentCheckbox } from '../../shared/ui/consent-checkbox';
import { useUpsell } from './use-upsell';

/**
 * §356(5) BGB: the e-book is delivered at once, so the buyer agrees to that and acknowledges
 * losing the right of withdrawal; unticked at first, and the purchase waits for it.
 */
export const EbookWaiver = observer(function EbookWaiver() {
  const { t } = useTranslation();
  const { upsell } = useUpsell();
  return (
    <ConsentCheckbox
      name="ebook-waiver"
      inputTestId="ebook-waiver"
      label={t('ebook.waiver')}
      checked={upsell.ebookWaiverAccepted}
      onChange={(accepted) => upsell.setEbookWaiverAccepted(accepted)}
      error={upsell.ebookWaiverError ? t('ebook.waiverError') : ''}
    />
  );
});
