import { Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NumberedSteps } from '../../shared/ui/numbered-steps';

const STEPS = ['step1', 'step2', 'step3'] as const;

/** The 3-step how-to of spec 01 §2.3. */
export function DownloadHowTo() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-labelledby="download-how-to">
      <Heading as="h2" size="md" id="download-how-to" mb="3">
        {t('download.howToTitle')}
      </Heading>
      <NumberedSteps
        items={STEPS.map((step) => ({ id: `download-${step}`, text: t(`download.${step}`) }))}
      />
    </Box>
  );
}
