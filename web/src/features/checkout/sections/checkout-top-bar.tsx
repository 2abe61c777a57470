import { Button, Flex, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCheckout } from '../use-checkout';

/** The sticky top bar; its confirm opens the payment modal for the selected package. */
export const CheckoutTopBar = observer(function CheckoutTopBar() {
  const { t } = useTranslation();
  const { checkout } = useCheckout();
  return (
    <Flex
      position="sticky"
      top="0"
      zIndex="docked"
      bg="white"
      py="3"
      minH="16"
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
  );
});
