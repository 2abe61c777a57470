import {
  FALLBACK_LANGUAGE,
  type Language,
  SUPPORTED_LANGUAGES,
} from '@fastwell/contract/languages';
import type { CancellationReason } from './manage-steps';

/** The help centre's pages the manage flow links to (spec 02 §2.6). */
export type HelpLinkKind = 'faq' | 'support' | Exclude<CancellationReason, 'notSpecified'>;

export type HelpLinks = Record<Language, Partial<Record<HelpLinkKind, string>>>;

const HELP_CENTRE = 'https://help.fastwell.app';

/** Article paths of the help centre; each language has its own translated article. */
const ARTICLE_PATHS: Record<HelpLinkKind, string> = {
  faq: 'faq',
  support: 'contact',
  expensive: 'articles/plans-and-prices',
  undecided: 'articles/getting-started-with-fasting',
  appComplicated: 'articles/app-quick-tour',
  appNotHelping: 'articles/when-progress-stalls',
  goalAchieved: 'articles/keeping-your-results',
  foundBetterAlternatives: 'articles/what-fastwell-does-differently',
};

export const HELP_LINKS: HelpLinks = Object.fromEntries(
  SUPPORTED_LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(
      Object.entries(ARTICLE_PATHS).map(([kind, path]) => [kind, `${HELP_CENTRE}/${lang}/${path}`]),
    ),
  ]),
) as HelpLinks;

export type ResolvedHelpLink = { url: string; missing: boolean };

/**
 * The link for a language; a missing one falls back to English and says so (spec 02 §8: it is
 * reported), so the visitor still gets help.
 */
export function helpLink(
  kind: HelpLinkKind,
  lang: Language,
  links: HelpLinks = HELP_LINKS,
): ResolvedHelpLink {
  const own = links[lang][kind];
  if (own) return { url: own, missing: false };
  return {
    url:
      links[FALLBACK_LANGUAGE][kind] ??
      `${HELP_CENTRE}/${FALLBACK_LANGUAGE}/${ARTICLE_PATHS[kind]}`,
    missing: true,
  };
}
