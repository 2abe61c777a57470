import { useTranslation } from 'react-i18next';
import { ConsentCheckbox } from '../../../shared/ui/consent-checkbox';

/** Health-data-consent experiment: the height step waits for this box. */
export function HealthConsent({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConsentCheckbox
      name="health-consent"
      labelTestId="health-consent"
      label={t('healthDataConsentCheckbox.label')}
      checked={checked}
      onChange={onChange}
    />
  );
}
