/**
 * Which app events are ad conversions, and what an ad tag would receive (spec 02 §7: ad trackers
 * are gated by targeting consent). Click ids come from the entry URL (fbp, ttclid, gclid, twclid).
 */
export const AD_CONVERSIONS: Readonly<Record<string, string>> = {
  web_startCheckout: 'InitiateCheckout',
  web_purchaseSuccess: 'Purchase',
  web_signUpSuccess: 'CompleteRegistration',
};

export const CLICK_ID_NETWORKS = {
  fbp: 'meta',
  ttclid: 'tiktok',
  gclid: 'google_ads',
  twclid: 'x',
} as const;
export type ClickIdKey = keyof typeof CLICK_ID_NETWORKS;
export type ClickIds = Partial<Record<ClickIdKey, string>>;

export type AdConversion = {
  event: 'ad_conversion';
  conversion: string;
  sourceEvent: string;
  networks: string[];
} & ClickIds;

/** The conversion for an app event, or undefined when the event is not one. */
export function adConversionFor(eventName: string, clickIds: ClickIds): AdConversion | undefined {
  const conversion = AD_CONVERSIONS[eventName];
  if (conversion === undefined) return undefined;
  const keys = (Object.keys(CLICK_ID_NETWORKS) as ClickIdKey[]).filter((key) => clickIds[key]);
  const ids: ClickIds = Object.fromEntries(keys.map((key) => [key, clickIds[key]]));
  return {
    event: 'ad_conversion',
    conversion,
    sourceEvent: eventName,
    networks: keys.map((key) => CLICK_ID_NETWORKS[key]),
    ...ids,
  };
}
