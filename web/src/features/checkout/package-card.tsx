import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/domain/packages';
import type { CheckoutPackage } from './domain/offer';
import type { PackageColors } from './domain/colors';
import type { RenewalTerms } from './domain/renewal-terms';
import { IntroPriceText } from './intro-price-text';

/** One package as a radio: promotion banner, name, badge, prices and price per day. */
export function PackageCard({
  pkg,
  terms,
  colors,
  selected,
  onSelect,
  onChoose,
  onArrow,
}: {
  pkg: CheckoutPackage;
  /** What the package costs after today (an introductory price or a trial reads against it). */
  terms: RenewalTerms | null;
  colors: PackageColors;
  selected: boolean;
  onSelect: () => void;
  onChoose: () => void;
  onArrow: (event: KeyboardEvent<HTMLDivElement>) => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, pkg.currency, i18n.language);
  const discounted = pkg.discountedPriceInCents;
  return (
    <Box
      role="radio"
      aria-checked={selected}
      tabIndex={selected ? 0 : -1}
      data-package-id={pkg.id}
      data-tag={pkg.tag}
      cursor="pointer"
      borderWidth="2px"
      borderColor={selected ? colors.packageColorDark : 'gray.300'}
      bg={selected ? colors.packageColorLight : 'white'}
      borderRadius="xl"
      overflow="hidden"
      minH="24"
      _focusVisible={{
        outline: '3px solid',
        outlineColor: 'primary.focusRing',
        outlineOffset: '2px',
      }}
      onClick={() => {
        onSelect();
        onChoose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onChoose();
        } else onArrow(event);
      }}
    >
      {pkg.label && (
        <Text
          bg={colors.bannerColor}
          color={colors.bannerTextColor}
          fontSize="xs"
          fontWeight="bold"
          textTransform="uppercase"
          letterSpacing="wide"
          textAlign="center"
          py="1"
          data-testid="promotion-label"
        >
          {t(`payment.tags.${pkg.label}`)}
        </Text>
      )}
      <Flex justify="space-between" align="center" gap="3" p="4">
        <Stack gap="1">
          <Flex gap="2" align="center" wrap="wrap">
            <Text fontWeight="bold" fontSize="lg">
              {t(pkg.name)}
            </Text>
            {pkg.badge !== 'none' && (
              <Badge
                bg={colors.buttonColor}
                color="white"
                variant="solid"
                data-testid="package-badge"
              >
                {t(`payment.tags.${pkg.badge}`)}
              </Badge>
            )}
          </Flex>
          <Text fontSize="sm" color="gray.700">
            <Text as="span" data-testid="package-price" fontWeight="semibold">
              {money(discounted ?? pkg.priceInCents)}
            </Text>
            {terms && terms.key !== 'payment.terms.regular' && (
              <IntroPriceText terms={terms} currency={pkg.currency} />
            )}
          </Text>
        </Stack>
        <Stack
          gap="0"
          textAlign="end"
          borderRadius="lg"
          px="3"
          py="1"
          bg={selected ? colors.selectedPriceColor : 'transparent'}
          color={selected ? colors.selectedPriceTextColor : 'inherit'}
        >
          <Text fontWeight="bold" fontSize="xl" data-testid="package-per-day">
            {pkg.perDay.discountedPricePerDay ?? pkg.perDay.pricePerDay}
          </Text>
          <Text fontSize="xs">{t('payment.perDay')}</Text>
        </Stack>
      </Flex>
    </Box>
  );
}
