import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../../shared/ui/check-list';
import { ManageButton } from '../manage-button';
import { ManageStepFrame } from '../manage-step-frame';
import { useManageChoice } from '../use-manage-choice';

const BENEFITS = ['noCharge', 'keepProgress', 'autoResume'] as const;

/** pause_offer (from the special offer): three benefits of pausing; pause, or no thanks cancels. */
function PauseOfferStep() {
  const { t } = useTranslation();
  const { choose } = useManageChoice();
  return (
    <ManageStepFrame
      step="pause_offer"
      title={t('manage.pauseOffer.title')}
      subtitle={t('manage.pauseOffer.subtitle')}
    >
      <CheckList
        testId="pause-benefits"
        items={BENEFITS.map((benefit) => t(`manage.pauseOffer.benefits.${benefit}`))}
      />
      <Stack gap="3">
        <ManageButton
          option="pause"
          onClick={() => choose({ step: 'pause_offer', option: 'pause' })}
        >
          {t('manage.pauseOffer.options.pause')}
        </ManageButton>
        <ManageButton
          option="noThanks"
          emphasis="secondary"
          onClick={() => choose({ step: 'pause_offer', option: 'noThanks' })}
        >
          {t('manage.pauseOffer.options.noThanks')}
        </ManageButton>
      </Stack>
    </ManageStepFrame>
  );
}

export default observer(PauseOfferStep);
