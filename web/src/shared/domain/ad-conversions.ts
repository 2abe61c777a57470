/**
 * Which app events are ad conversions, and what an ad tag would receive (spec 02 §7: ad trackers
 * are gated by targeting consent). Click ids come from the entry URL (fbp, fbclid as fbc, ttclid,
 * gclid, twclid).
 */
export const AD_CONVERSIONS: Readonly<Record<string, string>> = {
  web_startCheckout: 'InitiateCheckout',
  web_purchaseSuccess: 'Purchase',
  web_signUpSuccess: 'CompleteRegistration',
};

export const CLICK_ID_NETWORKS = {
  fbp: 'meta',
  fbc: 'meta',
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

/**
 * Meta's click id as its `fbc` parameter, `fb.1.{time first seen, ms}.{fbclid}` (Meta's
 * "fbp and fbc" guide: subdomain index 1 when no _fbc cookie is set; the fbclid unchanged).
 */
export function fbcOf(fbclid: string | null, seenAt: string | null): string | undefined {
  if (!fbclid || !seenAt || !/^\d+$/.test(seenAt)) return undefined;
  return `fb.1.${seenAt}.${fbclid}`;
}

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
    networks: [...new Set(keys.map((key) => CLICK_ID_NETWORKS[key]))],
    ...ids,
  };
}
