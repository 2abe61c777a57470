import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ManageButton } from '../manage-button';
import { ManageStepFrame } from '../manage-step-frame';
import { useManageChoice } from '../use-manage-choice';

/** contact_us_about_experience: yes or no; both go on with the cancellation. */
function ContactExperienceStep() {
  const { t } = useTranslation();
  const { choose } = useManageChoice();
  const answer = (value: 'yes' | 'no') => () =>
    choose({ step: 'contact_us_about_experience', answer: value });
  return (
    <ManageStepFrame
      step="contact_us_about_experience"
      title={t('manage.contactExperience.title')}
      subtitle={t('manage.contactExperience.subtitle')}
    >
      <Stack gap="3">
        <ManageButton option="yes" onClick={answer('yes')}>
          {t('manage.contactExperience.options.yes')}
        </ManageButton>
        <ManageButton option="no" emphasis="secondary" onClick={answer('no')}>
          {t('manage.contactExperience.options.no')}
        </ManageButton>
      </Stack>
    </ManageStepFrame>
  );
}

export default observer(ContactExperienceStep);
