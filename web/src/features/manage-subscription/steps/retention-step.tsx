import { Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { REASON_STEP, type CancellationReason } from '../domain/manage-steps';
import { ManageButton } from '../manage-button';
import { ManageStepFrame } from '../manage-step-frame';
import { useHelpLink } from '../use-help-link';
import { useManageChoice } from '../use-manage-choice';

type RetentionReason = Exclude<CancellationReason, 'notSpecified'>;

/** The per-reason screen: a word on the reason, learn more (its article) or cancel anyway. */
function RetentionStep({ reason }: { reason: RetentionReason }) {
  const { t } = useTranslation();
  const helpLink = useHelpLink();
  const { choose } = useManageChoice();
  const reasonStep = REASON_STEP[reason];
  return (
    <ManageStepFrame step={reasonStep} title={t(`manage.retention.${reason}.title`)}>
      <Text color="gray.800">{t(`manage.retention.${reason}.body`)}</Text>
      <Stack gap="3">
        <ManageButton
          option="learnMore"
          href={helpLink(reason)}
          onClick={() => void choose({ step: 'reason', reasonStep, option: 'learnMore' })}
        >
          {t('manage.retention.learnMore')}
        </ManageButton>
        <ManageButton
          option="cancelAnyway"
          emphasis="secondary"
          onClick={() => choose({ step: 'reason', reasonStep, option: 'cancelAnyway' })}
        >
          {t('manage.retention.cancelAnyway')}
        </ManageButton>
      </Stack>
    </ManageStepFrame>
  );
}

export default observer(RetentionStep);
