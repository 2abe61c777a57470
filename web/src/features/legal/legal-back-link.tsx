import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';

/** Back to where the visitor came from; on a direct visit (no history entry) to the home page. */
export function LegalBackLink() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  const hasHistory = key !== 'default';
  const goBack = (event: MouseEvent) => {
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link asChild color="primary.fg" fontWeight="semibold" data-testid="legal-back">
      <RouterLink to="/" onClick={hasHistory ? goBack : undefined}>
        <span aria-hidden="true">←</span> {hasHistory ? t('legal.back') : t('legal.home')}
      </RouterLink>
    </Link>
  );
}
