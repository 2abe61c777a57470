import { Badge, Box, Flex, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store-context';
import { type Package, formatMoney } from '../../domain/packages';

/** The paywall's packages as a radio group; choosing one opens the payment modal. */
export const PackageList = observer(function PackageList({
  onChoose,
}: {
  onChoose: (pkg: Package) => void;
}) {
  const { t, i18n } = useTranslation();
  const { checkout } = useStore();
  const packages = checkout.packages;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta =
      event.key === 'ArrowDown' || event.key === 'ArrowRight'
        ? 1
        : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
          ? -1
          : 0;
    if (!delta) return;
    event.preventDefault();
    const next = packages[(index + delta + packages.length) % packages.length];
    if (next) checkout.selectPackage(next.id);
    (
      event.currentTarget.parentElement?.children[
        (index + delta + packages.length) % packages.length
      ] as HTMLElement | undefined
    )?.focus();
  };

  return (
    <Stack role="radiogroup" aria-label={t('payment.choosePlan')} gap="3">
      {packages.map((pkg, index) => {
        const selected = pkg.id === checkout.selectedPackageId;
        const perDay = pkg.discountedPricePerDay ?? pkg.pricePerDay;
        return (
          <Box
            key={pkg.id}
            role="radio"
            aria-checked={selected}
            tabIndex={selected ? 0 : -1}
            data-package-id={pkg.id}
            cursor="pointer"
            borderWidth="2px"
            borderColor={selected ? 'primary.solid' : 'gray.300'}
            bg={selected ? 'primary.subtle' : 'white'}
            borderRadius="xl"
            p="4"
            minH="20"
            onClick={() => {
              checkout.selectPackage(pkg.id);
              onChoose(pkg);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onChoose(pkg);
              } else onKeyDown(event, index);
            }}
          >
            <Flex justify="space-between" align="center" gap="3">
              <Stack gap="1">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text fontWeight="bold" fontSize="lg">
                    {t(
                      `payment.packages.${pkg.interval === 'week' ? 'trial' : pkg.numberOfPeriods}`,
                    )}
                  </Text>
                  {pkg.tag !== 'trial' && pkg.tag !== 'fast-track' && (
                    <Badge colorPalette="secondary" variant="solid">
                      {t(`payment.tags.${pkg.tag}`)}
                    </Badge>
                  )}
                </Flex>
                <Text fontSize="sm" color="gray.700">
                  {pkg.discountedPriceInCents !== undefined && (
                    <Text as="s" me="2">
                      {formatMoney(pkg.priceInCents, pkg.currency, i18n.language)}
                    </Text>
                  )}
                  {formatMoney(
                    pkg.discountedPriceInCents ?? pkg.priceInCents,
                    pkg.currency,
                    i18n.language,
                  )}
                </Text>
              </Stack>
              <Stack gap="0" textAlign="end">
                <Text fontWeight="bold" fontSize="xl">
                  {formatMoney(Math.round(perDay), pkg.currency, i18n.language)}
                </Text>
                <Text fontSize="xs" color="gray.700">
                  {t('payment.perDay')}
                </Text>
              </Stack>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
});
