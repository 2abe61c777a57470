import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BeforeAfterFigure } from '../../../shared/ui/before-after-figure';
import { type BenefitModalType, benefitModalType, figureVariant } from './benefit-types';
import { ClassicBenefits } from './classic-benefits';
import { ResultsChart } from './results-chart';

export type BenefitModalProps = {
  open: boolean;
  type: BenefitModalType;
  /** The answered gender (m, f, o) for the before/after figures; undefined when unknown. */
  gender: string | undefined;
  onClose(): void;
  onContinue(): void;
};

const TITLE_GENDER = { male: 'male', female: 'female', neutral: 'other' } as const;

function BeforeAfterBenefit({ gender }: { gender: string | undefined }) {
  const { t } = useTranslation();
  const variant = figureVariant(gender);
  return (
    <Stack gap="4">
      <BeforeAfterFigure
        before={t('benefitModal.beforeAfter.before')}
        after={t('benefitModal.beforeAfter.after')}
        label={t('benefitModal.beforeAfter.imageLabel')}
        variant={variant}
      />
      <Text>{t('benefitModal.beforeAfter.text')}</Text>
    </Stack>
  );
}

function titleKey(type: BenefitModalType, gender: string | undefined): string {
  if (type !== 'beforeAfter') return `benefitModal.${type}.title`;
  return `benefitModal.beforeAfter.title_${TITLE_GENDER[figureVariant(gender)]}`;
}

/**
 * Shown once, after the payment modal's first close (spec 02 §2.2, §4.5): what the plan brings,
 * as a benefits list (classic, the default), a with/without chart, or before/after figures.
 */
export function BenefitModal({ open, type, gender, onClose, onContinue }: BenefitModalProps) {
  const { t } = useTranslation();
  const shown = benefitModalType(type);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop _motionReduce={{ animation: 'none' }} />
        <Dialog.Positioner>
          <Dialog.Content
            data-testid="benefit-modal"
            data-type={shown}
            mx="4"
            _motionReduce={{ animation: 'none' }}
          >
            <Dialog.Header pe="12">
              <Dialog.Title>{t(titleKey(shown, gender))}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('benefitModal.close')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              {shown === 'classic' && <ClassicBenefits />}
              {shown === 'scientificChart' && <ResultsChart />}
              {shown === 'beforeAfter' && <BeforeAfterBenefit gender={gender} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button
                w="full"
                size="lg"
                colorPalette="primary"
                borderRadius="full"
                data-testid="benefit-continue"
                onClick={onContinue}
              >
                {t('benefitModal.continue')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
