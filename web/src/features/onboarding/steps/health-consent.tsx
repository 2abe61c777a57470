import { Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * Health-data-consent experiment: the height step waits for this box. A native checkbox (24 px)
 * inside its label, so the whole row is the target and every browser and test can tick it.
 */
export function HealthConsent({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <chakra.label
      data-testid="health-consent"
      display="flex"
      alignItems="flex-start"
      gap="3"
      minH="11"
      py="2"
      cursor="pointer"
    >
      <chakra.input
        type="checkbox"
        name="health-consent"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        boxSize="6"
        flexShrink={0}
        mt="0.5"
        accentColor="primary.solid"
        cursor="pointer"
      />
      <Text as="span" fontSize="sm" color="gray.700">
        {t('healthDataConsentCheckbox.label')}
      </Text>
    </chakra.label>
  );
}
