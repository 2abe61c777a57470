import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/domain/packages';
import { useLongDate } from '../../shared/ui/use-long-date';
import { useCardUpdate } from './use-card-update';

/** What the failed renewal owes, and whether premium still runs meanwhile. */
export const RenewalSummary = observer(function RenewalSummary() {
  const { t, i18n } = useTranslation();
  const { cardUpdate } = useCardUpdate();
  const longDate = useLongDate();
  const update = cardUpdate.update;
  if (!update) return null;
  const graceUntil = cardUpdate.graceUntil;
  return (
    <Stack gap="3" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p="5">
      <Stack as="dl" gap="0.5">
        <Text as="dt" fontSize="sm" color="gray.700">
          {t('cardUpdate.amountDue')}
        </Text>
        <Text as="dd" fontSize="2xl" fontWeight="bold" data-testid="card-update-amount">
          {formatMoney(update.amount, update.currency, i18n.language)}
        </Text>
      </Stack>
      <Text data-testid="card-update-grace" data-running={graceUntil !== null}>
        {graceUntil
          ? t('cardUpdate.graceUntil', { date: longDate(graceUntil) })
          : t('cardUpdate.premiumPaused')}
      </Text>
      {update.hardDecline && update.needs === 'card' && (
        <Text fontWeight="semibold" data-testid="card-update-hard-decline">
          {t('cardUpdate.hardDecline')}
        </Text>
      )}
    </Stack>
  );
});
