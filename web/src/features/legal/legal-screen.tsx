import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../shared/ui/use-document-title';
import type { LegalPage } from './domain/legal-pages';
import { ConsentToolBlock } from './consent-tool-block';
import { LegalBackLink } from './legal-back-link';
import { LegalMarkdown } from './legal-markdown';
import { LEGAL_BODY_MIN_HEIGHT, LegalSkeleton } from './legal-skeleton';
import { useLegalDocument } from './use-legal-document';

/** Privacy (web, app), cookie policy, terms and refund policy (spec 02 §2.8). */
function LegalScreen({
  page,
  onShowSettings,
}: {
  page: LegalPage;
  /** Opens the consent manager's settings; by default the root store's consent.showSettings. */
  onShowSettings?: () => void;
}) {
  const { t } = useTranslation();
  const { legalDocument, retry } = useLegalDocument(page);
  const title = t(`legal.titles.${page}`);
  useDocumentTitle(title);
  return (
    <Stack as="article" gap="6" pt="6" data-screen="legal" data-page={page}>
      <Box as="nav" aria-label={t('legal.navigation')}>
        <LegalBackLink />
      </Box>
      <Box minH={LEGAL_BODY_MIN_HEIGHT} aria-busy={legalDocument.status === 'loading'}>
        {legalDocument.status === 'loading' && <LegalSkeleton label={t('legal.loading')} />}
        {legalDocument.status === 'failed' && (
          <Stack gap="2" role="alert" data-testid="legal-failed">
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            <Text>{t('legal.fetchFailed')}</Text>
            <Link asChild color="primary.fg" textDecoration="underline" alignSelf="start">
              <button type="button" onClick={retry}>
                {t('legal.retry')}
              </button>
            </Link>
          </Stack>
        )}
        {legalDocument.status === 'ready' && (
          <LegalMarkdown markdown={legalDocument.markdown} lang={legalDocument.language} />
        )}
        {page === 'cookie-policy' && <ConsentToolBlock onShowSettings={onShowSettings} />}
      </Box>
    </Stack>
  );
}

export default observer(LegalScreen);
