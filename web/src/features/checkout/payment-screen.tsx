import {
  Box,
  Button,
  Center,
  Flex,
  Heading,
  Skeleton,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../app/store-context';
import type { Flow } from '../../domain/routes';
import { PackageList } from './package-list';
import { PaymentModal } from './payment-modal';
import { usePaymentReturn } from './use-payment-return';

const disclaimerDate = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);

/** The paywall of every flow: packages, confirm, guarantee, disclaimer, payment modal. */
function PaymentScreen({ flow }: { flow: Flow }) {
  const { t, i18n } = useTranslation();
  const { checkout } = useStore();
  const { resolving } = usePaymentReturn(flow);

  useEffect(() => {
    if (!resolving) void checkout.loadProducts();
  }, [checkout, resolving]);

  if (resolving) {
    return (
      <Center
        minH="80dvh"
        flexDirection="column"
        gap="4"
        role="status"
        data-testid="purchase-resolving"
      >
        <Spinner size="xl" color="primary.solid" />
        <Text>{t('payment.resolving')}</Text>
      </Center>
    );
  }

  const loaded = checkout.packages.length > 0;
  return (
    <Stack gap="6" data-screen="payment">
      <Flex
        position="sticky"
        top="0"
        zIndex="docked"
        bg="white"
        py="3"
        justify="space-between"
        align="center"
        gap="3"
      >
        <Text fontWeight="semibold">{t('payment.topBar')}</Text>
        <Button
          data-testid="confirm"
          colorPalette="primary"
          borderRadius="full"
          disabled={!checkout.selectedPackage}
          onClick={() => checkout.openModal()}
        >
          {t('payment.confirm')}
        </Button>
      </Flex>
      <Heading as="h1" size="2xl">
        {t('payment.title')}
      </Heading>
      {checkout.productsError && !loaded && (
        <Text role="alert" color="red.700">
          {t('payment.productsRetry')}
        </Text>
      )}
      <Skeleton loading={!loaded} minH="72" borderRadius="xl">
        <PackageList onChoose={(pkg) => checkout.openModal(pkg.id)} />
      </Skeleton>
      <Box bg="primary.subtle" borderRadius="xl" p="5">
        <Heading as="h2" size="md" mb="2">
          {t('payment.moneyBackTitle')}
        </Heading>
        <Text fontSize="sm">{t('payment.moneyBackText')}</Text>
      </Box>
      <Text fontSize="xs" color="gray.700">
        {t('payment.disclaimer', { date: disclaimerDate().toLocaleDateString(i18n.language) })}
      </Text>
      <PaymentModal flow={flow} />
    </Stack>
  );
}

export default observer(PaymentScreen);
