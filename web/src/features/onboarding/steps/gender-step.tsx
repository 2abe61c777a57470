import { SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Trans, useTranslation } from 'react-i18next';
import { useStore } from '../../../app/store-context';
import { optionsFor } from '../../../domain/onboarding/step-definitions';
import { ROUTES } from '../../../domain/routes';
import { TextLink } from '../../../ui/router-link';
import type { StepProps } from '../onboarding-step-route';
import { StepFrame } from '../step-frame';
import { OptionButton } from './option-button';

/** Step 1: gender, with a sign-in link above and the terms and privacy links below. */
export const GenderStep = observer(function GenderStep({ step, advance }: StepProps) {
  const { t } = useTranslation();
  const { onboarding } = useStore();
  return (
    <StepFrame
      stepId={step.id}
      title={t('steps.gender.title')}
      subtitle={t('steps.gender.subtitle')}
      topAction={<TextLink to={ROUTES.login}>{t('steps.gender.signIn')}</TextLink>}
    >
      <SimpleGrid columns={2} gap="3">
        {optionsFor(step, undefined).map((option) => (
          <OptionButton
            key={option}
            option={option}
            selected={onboarding.selections.gender === option}
            onClick={() => {
              onboarding.select('gender', option);
              advance();
            }}
          >
            {t(`steps.gender.options.${option}`)}
          </OptionButton>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="gray.700" textAlign="center">
        <Trans
          i18nKey="steps.gender.legal"
          components={{ terms: <TextLink to="/terms" />, privacy: <TextLink to="/privacy" /> }}
        />
      </Text>
    </StepFrame>
  );
});
