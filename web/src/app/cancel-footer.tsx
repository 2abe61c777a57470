import { type MouseEvent, useContext, useEffect, useReducer } from 'react';
import { I18nContext } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../shared/domain/routes';

/** The accessibility statement (EAA, §14 BFSG), a legal page. */
const ACCESSIBILITY_PATH = '/accessibility';

/** A plain click (no modifier, main button) stays in the app; others open the link as usual. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);

/**
 * §312k BGB: the "cancel contracts here" link on every page, and the accessibility statement's. Plain HTML styled in index.html
 * (.app-footer): it is in the first screen's chunk, so no Chakra, no router <Link> and no
 * useTranslation (together 2 KB gzip more there); the i18n instance of the provider, re-read
 * when the language changes. It sits after the page's column (at least a viewport high), so it never moves what the
 * first screen shows.
 */
export function CancelFooter() {
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
      <a href={ROUTES.cancel} onClick={open(ROUTES.cancel)} data-testid="cancel-contracts-link">
        {i18n.t('cancel.footerLink')}
      </a>
      <a
        href={ACCESSIBILITY_PATH}
        onClick={open(ACCESSIBILITY_PATH)}
        data-testid="accessibility-link"
      >
        {i18n.t('cancel.accessibilityLink')}
      </a>
    </footer>
  );
}
