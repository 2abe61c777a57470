import { DataList, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UpsellOffer } from './domain/upsell-offer';
import type { UpsellTexts } from './domain/upsell-texts';

/** The price rows: current plan, new plan, price per day, charged today, saving. */
export function UpsellBreakdown({ offer, texts }: { offer: UpsellOffer; texts: UpsellTexts }) {
  const { t } = useTranslation();
  const currentPlan = t(`payment.packages.${offer.current.months}`);
  const rows = [
    {
      id: 'current',
      label: t('upsellFunnel.rows.currentPlan'),
      value: t('upsellFunnel.rows.planPrice', {
        plan: offer.trial ? t('upsellFunnel.rows.afterTrial', { plan: currentPlan }) : currentPlan,
        price: texts.currentPrice,
      }),
    },
    {
      id: 'upsell',
      label: t('upsellFunnel.rows.newPlan'),
      value: t('upsellFunnel.rows.planPrice', {
        plan: t(`payment.packages.${offer.upsell.months}`),
        price: texts.upsellPrice,
      }),
    },
    {
      id: 'perDay',
      label: t('upsellFunnel.rows.pricePerDay'),
      value: t('upsellFunnel.rows.perDayValue', {
        current: texts.currentPerDay,
        upsell: texts.upsellPerDay,
      }),
    },
    {
      id: 'today',
      label: t('upsellFunnel.rows.today'),
      value: texts.today,
    },
    ...(texts.paypalFrom
      ? [
          {
            id: 'firstCharge',
            label: t('upsellFunnel.rows.firstCharge'),
            value: `${texts.upsellPrice} · ${texts.paypalFrom}`,
          },
        ]
      : []),
    {
      id: 'saving',
      label: t('upsellFunnel.rows.saving'),
      value: t('upsellFunnel.rows.savingValue', { percent: offer.discountPercent }),
    },
  ];
  return (
    <Stack as="section" aria-labelledby="upsell-breakdown-title" gap="3">
      <Heading as="h2" size="md" id="upsell-breakdown-title">
        {t('upsellFunnel.rows.title')}
      </Heading>
      <DataList.Root orientation="horizontal" gap="3">
        {rows.map((row) => (
          <DataList.Item key={row.id} data-testid={`upsell-row-${row.id}`}>
            <DataList.ItemLabel color="gray.700">{row.label}</DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold" justifyContent="flex-end" textAlign="end">
              {row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}
