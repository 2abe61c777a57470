import { useTranslation } from 'react-i18next';
import { useStore } from '../../stores/store-context';
import { normalizeLanguage } from '@fastwell/contract/languages';
import type { HelpLinkKind } from '../../domain/manage/help-links';

/** Help-centre links in the page's language. */
export function useHelpLink(): (kind: HelpLinkKind) => string {
  const { i18n } = useTranslation();
  const { manage } = useStore();
  return (kind) => manage.helpLink(kind, normalizeLanguage(i18n.language));
}
