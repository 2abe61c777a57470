import { type MouseEvent, useContext, useEffect, useReducer } from 'react';
import { I18nContext } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../shared/domain/routes';

/**
 * The footer's links, in order: path, translation key, test id. §312k BGB's "cancel contracts
 * here", Art. 11a CRD's "withdraw from contract here", the accessibility statement (EAA, §14
 * BFSG, a legal page).
 */
const LINKS = [
  [ROUTES.cancel, 'cancel.footerLink', 'cancel-contracts-link'],
  [ROUTES.withdraw, 'withdraw.footerLink', 'withdraw-contract-link'],
  ['/accessibility', 'cancel.accessibilityLink', 'accessibility-link'],
] as const;

/** A plain click (no modifier, main button) stays in the app; others open the link as usual. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * The legal links on every page. Plain HTML styled in index.html (.app-footer): it is in the
 * first screen's chunk, so no Chakra, no router <Link> and no useTranslation (together 2 KB gzip
 * more there); the i18n instance of the provider, re-read when the language changes. It sits
 * after the page's column (at least a viewport high), so it never moves what the first screen
 * shows.
 */
export function LegalFooter() {
  const { i18n } = useContext(I18nContext);
  const [, languageChanged] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', languageChanged);
    return () => i18n.off('languageChanged', languageChanged);
  }, [i18n]);
  const navigate = useNavigate();
  const open = (path: string) => (event: MouseEvent) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <footer className="app-footer">
      {LINKS.map(([path, key, testId]) => (
        <a key={path} href={path} onClick={open(path)} data-testid={testId}>
          {i18n.t(key)}
        </a>
      ))}
    </footer>
  );
}
