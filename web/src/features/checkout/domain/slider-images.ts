import {
  FALLBACK_LANGUAGE,
  type Language,
  SUPPORTED_LANGUAGES,
} from '@fastwell/contract/languages';

/** The app screens of the checkout screen's screenshot slider, in order. */
export const SLIDER_SCREENS = ['timer', 'progress', 'recipes', 'stats'] as const;
export type SliderScreen = (typeof SLIDER_SCREENS)[number];

export type SliderImage = { screen: SliderScreen; src: string };

export type SliderImageSet = {
  language: Language;
  images: SliderImage[];
  /** A language without its own set: the caller reports it (spec 02 §8) and shows en. */
  unknownLanguage?: string;
};

export const SLIDER_IMAGE_BASE = '/assets/checkout/slider';

/** The screenshots for a language tag ("pt-BR" uses pt); any other language falls back to en. */
export function sliderImages(languageTag: string): SliderImageSet {
  const base = languageTag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  const known = SUPPORTED_LANGUAGES.find((language) => language === base);
  const language = known ?? FALLBACK_LANGUAGE;
  return {
    language,
    images: SLIDER_SCREENS.map((screen) => ({
      screen,
      src: `${SLIDER_IMAGE_BASE}/${language}/${screen}.svg`,
    })),
    ...(known ? {} : { unknownLanguage: languageTag }),
  };
}
