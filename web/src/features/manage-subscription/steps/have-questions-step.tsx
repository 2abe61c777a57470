import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ManageButton } from '../manage-button';
import { ManageStepFrame } from '../manage-step-frame';
import { useHelpLink } from '../use-help-link';
import { useManageChoice } from '../use-manage-choice';

/** have_questions: the FAQ and contact support, both help-centre pages in a new tab. */
function HaveQuestionsStep() {
  const { t } = useTranslation();
  const helpLink = useHelpLink();
  const { choose } = useManageChoice();
  return (
    <ManageStepFrame
      step="have_questions"
      title={t('manage.haveQuestions.title')}
      subtitle={t('manage.haveQuestions.subtitle')}
    >
      <Stack gap="3">
        <ManageButton
          option="goToFAQ"
          href={helpLink('faq')}
          onClick={() => void choose({ step: 'have_questions', option: 'goToFAQ' })}
        >
          {t('manage.haveQuestions.options.goToFAQ')}
        </ManageButton>
        <ManageButton
          option="contactSupport"
          emphasis="secondary"
          href={helpLink('support')}
          onClick={() => void choose({ step: 'have_questions', option: 'contactSupport' })}
        >
          {t('manage.haveQuestions.options.contactSupport')}
        </ManageButton>
      </Stack>
    </ManageStepFrame>
  );
}

export default observer(HaveQuestionsStep);
