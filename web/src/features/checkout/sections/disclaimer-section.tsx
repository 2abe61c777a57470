import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disclaimerDate } from '../domain/disclaimer-date';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** The renewal disclaimer with the date 7 days ahead, in the current language. */
export function DisclaimerSection() {
  const { t, i18n } = useTranslation();
  const [date] = useState(() => disclaimerDate(new Date()));
  return (
    <Text fontSize="xs" color="gray.700" data-testid="payment-disclaimer">
      {t('payment.disclaimer', {
        date: new Intl.DateTimeFormat(i18n.language, DATE_FORMAT).format(date),
      })}
    </Text>
  );
}
