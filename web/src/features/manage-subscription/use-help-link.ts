import { useTranslation } from 'react-i18next';
import { useManageSubscription } from './use-manage-subscription';
import { normalizeLanguage } from '@fastwell/contract/languages';
import type { HelpLinkKind } from './domain/help-links';

/** Help-centre links in the page's language. */
export function useHelpLink(): (kind: HelpLinkKind) => string {
  const { i18n } = useTranslation();
  const { manageSubscription } = useManageSubscription();
  return (kind) => manageSubscription.helpLink(kind, normalizeLanguage(i18n.language));
}
