import { Box, Flex, List, Skeleton, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { upgradeSteps } from './domain/upgrade-steps';

const STEPPER_HEIGHT = '16';
const CIRCLE = '8';

/**
 * The progress of spec 02 §2.4 as an ordered list, the current step marked aria-current="step".
 * Until we know whether the user purchased, a skeleton of the same size holds its place.
 */
export function UpgradeStepper({ didPurchase }: { didPurchase: boolean | null }) {
  const { t } = useTranslation();
  if (didPurchase === null)
    return <Skeleton h={STEPPER_HEIGHT} borderRadius="md" data-testid="upgrade-stepper-loading" />;
  const steps = upgradeSteps(didPurchase);
  const current = steps.find((step) => step.state === 'current');
  return (
    <List.Root
      as="ol"
      role="list"
      listStyle="none"
      display="flex"
      flexDirection="row"
      h={STEPPER_HEIGHT}
      data-testid="upgrade-stepper"
      aria-label={t('upgradeAccount.progress', { current: current?.number, total: steps.length })}
    >
      {steps.map((step, index) => {
        const reached = step.state !== 'upcoming';
        return (
          <List.Item
            key={step.id}
            data-step={step.id}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            flex="1"
            position="relative"
            display="flex"
            flexDirection="column"
            alignItems="center"
            gap="1"
          >
            {index > 0 && (
              <Box
                aria-hidden="true"
                position="absolute"
                top="4"
                right="50%"
                w="100%"
                h="2px"
                zIndex="0"
                bg={reached ? 'primary.solid' : 'gray.300'}
              />
            )}
            <Flex
              aria-hidden="true"
              position="relative"
              zIndex="1"
              w={CIRCLE}
              h={CIRCLE}
              borderRadius="full"
              align="center"
              justify="center"
              fontWeight="bold"
              fontSize="sm"
              bg={reached ? 'primary.solid' : 'white'}
              color={reached ? 'primary.contrast' : 'gray.700'}
              borderWidth="2px"
              borderColor={reached ? 'primary.solid' : 'gray.300'}
            >
              {step.state === 'done' ? <CheckMark /> : step.number}
            </Flex>
            <Text
              fontSize="xs"
              textAlign="center"
              fontWeight={step.state === 'current' ? 'bold' : 'normal'}
              color={step.state === 'upcoming' ? 'gray.700' : 'gray.900'}
            >
              {t(`upgradeAccount.steps.${step.id}`)}
              {step.state === 'done' && (
                <VisuallyHidden> {t('upgradeAccount.stepDone')}</VisuallyHidden>
              )}
            </Text>
          </List.Item>
        );
      })}
    </List.Root>
  );
}

function CheckMark() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" />
    </svg>
  );
}
