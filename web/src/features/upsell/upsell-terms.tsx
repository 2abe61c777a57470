import { Stack, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUpsell } from './use-upsell';

const ERROR_ID = 'upsell-terms-error';

/** The terms experiment (flag upsell-terms-checkbox): accept waits for this box. */
export const UpsellTerms = observer(function UpsellTerms() {
  const { t } = useTranslation();
  const { upsell } = useUpsell();
  return (
    <Stack gap="1">
      <chakra.label
        display="flex"
        alignItems="flex-start"
        gap="3"
        minH="11"
        py="2"
        cursor="pointer"
      >
        <chakra.input
          type="checkbox"
          name="upsell-terms"
          data-testid="upsell-terms"
          checked={upsell.termsAccepted}
          onChange={(event) => upsell.setTermsAccepted(event.target.checked)}
          aria-invalid={upsell.termsError}
          aria-describedby={upsell.termsError ? ERROR_ID : undefined}
          boxSize="6"
          flexShrink={0}
          mt="0.5"
          accentColor="primary.solid"
          cursor="pointer"
        />
        <Text as="span" fontSize="sm" color="gray.700">
          {t('upsellFunnel.terms')}
        </Text>
      </chakra.label>
      <Text id={ERROR_ID} role="alert" color="red.700" fontSize="sm" minH="5">
        {upsell.termsError ? t('upsellFunnel.termsError') : ''}
      </Text>
    </Stack>
  );
});
