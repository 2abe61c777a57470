import { useTranslation } from 'react-i18next';
import { useStore } from '../../stores/store-context';
import { normalizeLanguage } from '@fastwell/contract/languages';
import type { HelpLinkKind } from '../../domain/manage-subscription/help-links';

/** Help-centre links in the page's language. */
export function useHelpLink(): (kind: HelpLinkKind) => string {
  const { i18n } = useTranslation();
  const { manageSubscription } = useStore();
  return (kind) => manageSubscription.helpLink(kind, normalizeLanguage(i18n.language));
}
