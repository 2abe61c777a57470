import { Heading, Stack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The second package list under the get-results title (spec 02 §2.2). */
export function GetResultsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap="3" data-testid="get-results">
      <Heading as="h2" size="lg" id={titleId}>
        {t('payment.getResults')}
      </Heading>
      {children}
    </Stack>
  );
}
