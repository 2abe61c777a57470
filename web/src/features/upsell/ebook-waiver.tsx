import { Stack, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useUpsell } from './use-upsell';

const ERROR_ID = 'ebook-waiver-error';

/**
 * §356(5) BGB: the e-book is delivered at once, so the buyer agrees to that and acknowledges
 * losing the right of withdrawal; unticked at first, and the purchase waits for it.
 */
export const EbookWaiver = observer(function EbookWaiver() {
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
          name="ebook-waiver"
          data-testid="ebook-waiver"
          checked={upsell.ebookWaiverAccepted}
          onChange={(event) => upsell.setEbookWaiverAccepted(event.target.checked)}
          aria-invalid={upsell.ebookWaiverError}
          aria-describedby={upsell.ebookWaiverError ? ERROR_ID : undefined}
          boxSize="6"
          flexShrink={0}
          mt="0.5"
          accentColor="primary.solid"
          cursor="pointer"
        />
        <Text as="span" fontSize="sm" color="gray.700">
          {t('ebook.waiver')}
        </Text>
      </chakra.label>
      <Text id={ERROR_ID} role="alert" color="red.700" fontSize="sm" minH="5">
        {upsell.ebookWaiverError ? t('ebook.waiverError') : ''}
      </Text>
    </Stack>
  );
});
