import { useCallback, useEffect, useState } from 'react';
import { useStore } from '../../app/store-context';
import type { LegalPage } from '../../domain/legal';
import { LegalDocumentStore } from './legal-document.store';

/** Loads a legal page's text in the app language; `retry` fetches it again. */
export function useLegalDocument(page: LegalPage) {
  const { legal, analytics, language } = useStore();
  const [legalDocument] = useState(() => new LegalDocumentStore({ legal, analytics }));
  useEffect(() => {
    void legalDocument.load(page, language);
  }, [legalDocument, page, language]);
  const retry = useCallback(
    () => void legalDocument.load(page, language),
    [legalDocument, page, language],
  );
  return { legalDocument, retry };
}
