import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { UPSELL_BAR_HEIGHT_PX } from './domain/upsell-bars';
import type { UpsellOffer } from './domain/upsell-offer';
import type { UpsellTexts } from './domain/upsell-texts';

/** Bars plus their price and name lines: the height the skeleton reserves. */
export const UPSELL_BARS_BLOCK_PX = UPSELL_BAR_HEIGHT_PX + 64;

/** Spec 02 §2.3: the current plan's and the longer plan's price per day side by side. */
export function UpsellBars({ offer, texts }: { offer: UpsellOffer; texts: UpsellTexts }) {
  const { t } = useTranslation();
  const bars = [
    {
      id: 'current',
      height: offer.bars.current,
      price: texts.currentPerDay,
      label: t('upsellFunnel.yourPlan'),
      bg: 'gray.300',
    },
    {
      id: 'upsell',
      height: offer.bars.upsell,
      price: texts.upsellPerDay,
      label: t('upsellFunnel.newPlan'),
      bg: 'primary.solid',
    },
  ];
  return (
    <Flex
      role="img"
      aria-label={t('upsellFunnel.barsLabel', {
        current: texts.currentPerDay,
        upsell: texts.upsellPerDay,
      })}
      h={`${UPSELL_BARS_BLOCK_PX}px`}
      align="flex-end"
      justify="center"
      gap="10"
    >
      {bars.map((bar) => (
        <Stack key={bar.id} align="center" gap="1" aria-hidden="true">
          <Text fontWeight="bold" fontSize="sm">
            {t('upsellFunnel.perDay', { price: bar.price })}
          </Text>
          <Box
            data-testid={`upsell-bar-${bar.id}`}
            data-height={bar.height}
            w="20"
            h={`${bar.height}px`}
            bg={bar.bg}
            borderTopRadius="xl"
          />
          <Text fontSize="sm" color="gray.700">
            {bar.label}
          </Text>
        </Stack>
      ))}
    </Flex>
  );
}
