import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useManageSubscription } from '../use-manage-subscription';
import { pauseResumeDates } from '../domain/manage-dates';
import type { PauseDuration } from '../domain/manage-steps';
import { useLongDate } from '../../../shared/ui/use-long-date';
import { ManageButton } from '../manage-button';
import { ManageStepFrame } from '../manage-step-frame';
import { useManageChoice } from '../use-manage-choice';

/** pause_subscription: 1, 2 or 3 months as native radios (first preselected), each with its resume date. */
function PausePickerStep({ options }: { options: readonly PauseDuration[] }) {
  const { t } = useTranslation();
  const { manageSubscription } = useManageSubscription();
  const longDate = useLongDate();
  const { choose } = useManageChoice();
  const [duration, setDuration] = useState<PauseDuration>(options[0] ?? 'oneMonth');
  const [resumeDates] = useState(() => pauseResumeDates(manageSubscription.now()));

  return (
    <ManageStepFrame
      step="pause_subscription"
      title={t('manage.pause.title')}
      subtitle={t('manage.pause.subtitle')}
    >
      <Stack as="fieldset" gap="3">
        <chakra.legend srOnly>{t('manage.pause.title')}</chakra.legend>
        {options.map((option) => (
          <Box
            as="label"
            key={option}
            data-option={option}
            data-selected={duration === option || undefined}
            display="flex"
            alignItems="center"
            gap="4"
            minH="16"
            px="5"
            py="3"
            borderWidth="2px"
            borderRadius="xl"
            borderColor={duration === option ? 'primary.solid' : 'gray.300'}
            bg={duration === option ? 'primary.subtle' : 'white'}
            cursor="pointer"
            _focusWithin={{
              outline: '2px solid',
              outlineColor: 'primary.solid',
              outlineOffset: '2px',
            }}
          >
            <chakra.input
              type="radio"
              name="pause-duration"
              value={option}
              checked={duration === option}
              onChange={() => setDuration(option)}
              boxSize="5"
              accentColor="var(--chakra-colors-primary-solid)"
            />
            <Stack gap="0">
              <Text fontWeight="semibold">{t(`manage.pause.durations.${option}`)}</Text>
              <Text fontSize="sm" color="gray.700">
                {t('manage.pause.resumesOn', { date: longDate(resumeDates[option]) })}
              </Text>
            </Stack>
          </Box>
        ))}
      </Stack>
      <Stack gap="3">
        <ManageButton
          option="confirm"
          onClick={() => choose({ step: 'pause_subscription', option: 'confirm', duration })}
        >
          {t('manage.pause.confirm')}
        </ManageButton>
        <ManageButton
          option="goBack"
          emphasis="secondary"
          onClick={() => choose({ step: 'pause_subscription', option: 'goBack' })}
        >
          {t('manage.goBack')}
        </ManageButton>
      </Stack>
    </ManageStepFrame>
  );
}

export default observer(PausePickerStep);
