import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@fastwell/contract/languages';
import { HELP_LINKS, type HelpLinkKind, type HelpLinks, helpLink } from './help-links';

const KINDS: HelpLinkKind[] = [
  'faq',
  'support',
  'expensive',
  'undecided',
  'appComplicated',
  'appNotHelping',
  'goalAchieved',
  'foundBetterAlternatives',
];

describe('help links (spec 02 §2.6)', () => {
  it.each(SUPPORTED_LANGUAGES)('has every link in %s, in that language', (lang) => {
    for (const kind of KINDS) {
      expect(helpLink(kind, lang)).toEqual({
        url: expect.stringMatching(`/${lang}/`),
        missing: false,
      });
    }
  });

  it('falls back to English and reports a link missing for a language', () => {
    const links: HelpLinks = { ...HELP_LINKS, it: { faq: 'https://help.example/it/faq' } };
    expect(helpLink('faq', 'it', links)).toEqual({
      url: 'https://help.example/it/faq',
      missing: false,
    });
    expect(helpLink('expensive', 'it', links)).toEqual({
      url: HELP_LINKS.en.expensive,
      missing: true,
    });
  });
});
