import { useCallback, useEffect, useState } from 'react';
import { useAppStores } from '../../shared/stores/store-context';
import { useLegal } from './use-legal';
import type { LegalPage } from './domain/legal-pages';

/** Loads a legal page's text in the app language; `retry` fetches it again. */
export function useLegalDocument(page: LegalPage) {
  const { language } = useAppStores();
  const { legal } = useLegal();
  const [legalDocument] = useState(() => legal.document());
  useEffect(() => {
    void legalDocument.load(page, language);
  }, [legalDocument, page, language]);
  const retry = useCallback(
    () => void legalDocument.load(page, language),
    [legalDocument, page, language],
  );
  return { legalDocument, retry };
}
