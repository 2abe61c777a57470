import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ROUTES } from '../domain/routes';

/**
 * §312k BGB: the "cancel contracts here" link on every page. Plain HTML styled in index.html
 * (.app-footer), no Chakra: it is in the first screen's chunk. It sits after the page's column
 * (at least a viewport high), so it never moves what the first screen shows.
 */
export function CancelFooter() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      <Link to={ROUTES.cancel} data-testid="cancel-contracts-link">
        {t('cancel.footerLink')}
      </Link>
    </footer>
  );
}
