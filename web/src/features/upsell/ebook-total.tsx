import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../shared/domain/packages';
import type { EbookOffer } from './domain/ebook-price';

/** Total today: the discount, the regular price crossed out and the price charged. */
export function EbookTotal({ ebook }: { ebook: EbookOffer }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, ebook.currency, i18n.language);
  const discounted = ebook.discountedAmount < ebook.regularAmount;
  return (
    <Flex
      data-testid="ebook-total"
      justify="space-between"
      align="center"
      gap="3"
      wrap="wrap"
      bg="primary.subtle"
      borderRadius="xl"
      p="4"
    >
      <Stack gap="1">
        <Text fontWeight="bold">{t('ebook.total')}</Text>
        {discounted && (
          <Badge colorPalette="secondary" variant="solid" alignSelf="flex-start">
            {t('ebook.discount', { percent: ebook.discountPercent })}
          </Badge>
        )}
      </Stack>
      <Flex align="baseline" gap="2">
        {discounted && (
          <Text as="del" color="gray.700" data-testid="ebook-regular-price">
            <Text as="span" srOnly>
              {t('ebook.regularPrice')}
            </Text>
            {money(ebook.regularAmount)}
          </Text>
        )}
        <Text fontSize="2xl" fontWeight="bold" data-testid="ebook-price">
          <Text as="span" srOnly>
            {t('ebook.priceToday')}
          </Text>
          {money(ebook.discountedAmount)}
        </Text>
      </Flex>
    </Flex>
  );
}
