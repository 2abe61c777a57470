/** The app's OneLink store link: one link that sends phones to their store and opens the app. */
export const STORE_LINK = 'https://fastwell.onelink.me/abc1';
export const DEEP_LINK_VALUE = 'web_signup';
/** Media source when the visit carried none: installs still count for the web funnel. */
export const DEFAULT_MEDIA_SOURCE = 'web_funnel';

export type MarketingParams = { source: string | null; campaign: string | null };

export type DownloadLinkInput = {
  /** Defaults to STORE_LINK. */
  storeLink?: string;
  /** Stored query strings, most recent first (searchParams, then originalSearchParams). */
  marketingSearches: readonly (string | null)[];
  /** The web flow the visitor finished (onboarding, login, manage_subscription, wellhub). */
  flow: string;
  email: string | null;
  customToken: string | null;
};

function firstValue(searches: readonly (string | null)[], names: readonly string[]): string | null {
  for (const search of searches) {
    if (!search) continue;
    const params = new URLSearchParams(search);
    for (const name of names) {
      const value = params.get(name)?.trim();
      if (value) return value;
    }
  }
  return null;
}

/**
 * Media source and campaign of the visit: an AppsFlyer link's af_pid / af_c or the usual
 * utm_source / utm_campaign, each from the most recent query that has it.
 */
export function marketingParams(searches: readonly (string | null)[]): MarketingParams {
  return {
    source: firstValue(searches, ['af_pid', 'utm_source']),
    campaign: firstValue(searches, ['af_c', 'utm_campaign']),
  };
}

/**
 * The app-download deep link of spec 01 §7, built in the browser:
 * - af_pid and utm_source: the visit's media source, else DEFAULT_MEDIA_SOURCE;
 * - af_c and utm_campaign: the visit's campaign, left out when it had none;
 * - af_sub5: the web flow the visitor came through, so installs can be told apart by funnel;
 * - deep_link_value=web_signup: the app opens its web-sign-up welcome;
 * - deep_link_sub1: the account e-mail (the app pre-fills its login with it);
 * - deep_link_sub2: the Firebase custom token (the app signs the user in with it).
 * The two sub-parameters are left out when unknown: the link then only installs and opens the app.
 */
export function buildDownloadLink(input: DownloadLinkInput): string {
  const url = new URL(input.storeLink ?? STORE_LINK);
  const { source, campaign } = marketingParams(input.marketingSearches);
  const mediaSource = source ?? DEFAULT_MEDIA_SOURCE;
  url.searchParams.set('af_pid', mediaSource);
  url.searchParams.set('utm_source', mediaSource);
  if (campaign) {
    url.searchParams.set('af_c', campaign);
    url.searchParams.set('utm_campaign', campaign);
  }
  url.searchParams.set('af_sub5', input.flow);
  url.searchParams.set('deep_link_value', DEEP_LINK_VALUE);
  if (input.email) url.searchParams.set('deep_link_sub1', input.email);
  if (input.customToken) url.searchParams.set('deep_link_sub2', input.customToken);
  return url.toString();
}
