import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useAppStores } from '../../../shared/stores/store-context';
import { useManageSubscription } from '../use-manage-subscription';
import type { CancellationReason } from '../domain/manage-steps';
import { OptionButton } from '../../../shared/ui/option-button';
import { ManageStepFrame } from '../manage-step-frame';
import { useManageChoice } from '../use-manage-choice';

/** cancellation_reason: one tap on a reason moves on (spec 02 §3 reasons, in order). */
function ReasonsStep({ options }: { options: readonly CancellationReason[] }) {
  const { t } = useTranslation();
  const { ui } = useAppStores();
  const { manageSubscription } = useManageSubscription();
  const { choose } = useManageChoice();
  return (
    <ManageStepFrame
      step="cancellation_reason"
      title={t('manage.reasons.title')}
      subtitle={t('manage.reasons.subtitle')}
    >
      <Stack gap="3" role="group" aria-label={t('manage.reasons.title')}>
        {options.map((reason) => (
          <OptionButton
            key={reason}
            option={reason}
            selected={manageSubscription.reason === reason}
            onClick={() => {
              if (!ui.blocked) void choose({ step: 'cancellation_reason', reason });
            }}
          >
            {t(`manage.reasons.options.${reason}`)}
          </OptionButton>
        ))}
      </Stack>
    </ManageStepFrame>
  );
}

export default observer(ReasonsStep);
