import { Box, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManageSubscription } from '../use-manage-subscription';
import {
  SPECIAL_OFFER_MONTHS,
  SPECIAL_OFFER_PERCENT_OFF,
  specialOfferEnd,
} from '../domain/manage-dates';
import { useLongDate } from '../../../shared/ui/use-long-date';
import { ManageButton } from '../manage-button';
import { ManageStepFrame } from '../manage-step-frame';
import { useManageChoice } from '../use-manage-choice';

const PARAGRAPHS = ['paragraph1', 'paragraph2', 'paragraph3'] as const;

/**
 * special_offer: 50 % off for 1 or 3 months (flag); accept keeps the plan, decline cancels, and
 * "rather pause" leads to the pause offer (spec 02 §4.13: pause from the offer).
 */
function SpecialOfferStep() {
  const { t } = useTranslation();
  const { manageSubscription } = useManageSubscription();
  const longDate = useLongDate();
  const { choose } = useManageChoice();
  const duration = manageSubscription.specialOfferDuration;
  const [endDate] = useState(() => specialOfferEnd(manageSubscription.now(), duration));

  return (
    <ManageStepFrame step="special_offer" title={t('manage.specialOffer.title')}>
      <Box
        bg="primary.subtle"
        borderRadius="2xl"
        px="5"
        py="4"
        textAlign="center"
        data-testid="special-offer"
        data-duration={duration}
      >
        <Text fontSize="2xl" fontWeight="bold" color="primary.fg">
          {t('manage.specialOffer.offer', {
            percent: SPECIAL_OFFER_PERCENT_OFF,
            count: SPECIAL_OFFER_MONTHS[duration],
          })}
        </Text>
      </Box>
      <Stack gap="3">
        {PARAGRAPHS.map((paragraph) => (
          <Text key={paragraph} color="gray.800">
            {t(`manage.specialOffer.${paragraph}`)}
          </Text>
        ))}
      </Stack>
      <Stack gap="3">
        <ManageButton
          option="accept"
          onClick={() => choose({ step: 'special_offer', option: 'accept' })}
        >
          {t('manage.specialOffer.accept')}
        </ManageButton>
        <ManageButton
          option="pauseInstead"
          emphasis="secondary"
          onClick={() => choose({ step: 'special_offer', option: 'pauseInstead' })}
        >
          {t('manage.specialOffer.pauseInstead')}
        </ManageButton>
        <ManageButton
          option="decline"
          emphasis="secondary"
          onClick={() => choose({ step: 'special_offer', option: 'decline' })}
        >
          {t('manage.specialOffer.decline')}
        </ManageButton>
      </Stack>
      <Text fontSize="xs" color="gray.700" data-testid="special-offer-disclaimer">
        {t('manage.specialOffer.disclaimer', { date: longDate(endDate) })}
      </Text>
    </ManageStepFrame>
  );
}

export default observer(SpecialOfferStep);
