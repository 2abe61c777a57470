import type { Language } from '@fastwell/contract/languages';
import { type DeviceInfo, isMobileDevice } from '../device';
import { flowFromPath } from '../routes';

export type DeviceType = 'mobile' | 'tablet' | 'desktop';

/**
 * The attributes GrowthBook buckets and targets on. `id` is the anonymous visitor id, the hash
 * attribute of every experiment: it never changes, so signing in (`uid`) re-buckets no one.
 */
export type VisitorAttributes = {
  id: string;
  uid?: string;
  language: Language;
  country?: string;
  /** The stored price group (`sgroup`). */
  priceGroup?: string;
  /** The discount flag (`dc`): true, false or absent. */
  discount?: boolean;
  source?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  deviceType: DeviceType;
  /** The flow of the page the visit entered on (onboarding, login, manage_subscription…). */
  flow: string;
  /** ISO time of the first visit. */
  firstVisit?: string;
};

export type VisitorFacts = {
  visitorId: string;
  uid?: string;
  language: Language;
  country?: string | null;
  priceGroup?: string | null;
  discount?: string | null;
  source?: string | null;
  /** The marketing query kept from the entry (utm_*). */
  marketingSearch?: string | null;
  device: DeviceInfo;
  entryPath: string;
  firstVisit?: string | null;
};

const TABLET_USER_AGENT = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;

export function deviceTypeOf(device: DeviceInfo): DeviceType {
  if (!isMobileDevice(device)) return 'desktop';
  if (TABLET_USER_AGENT.test(device.userAgent)) return 'tablet';
  // iPadOS reports a desktop Mac user agent with a touch screen.
  return /Macintosh/.test(device.userAgent) ? 'tablet' : 'mobile';
}

const present = (value: string | null | undefined): string | undefined =>
  value === null || value === undefined || value === '' ? undefined : value;

/** Absent facts are left out: a targeting condition on them then simply does not match. */
export function visitorAttributes(facts: VisitorFacts): VisitorAttributes {
  const utm = new URLSearchParams(facts.marketingSearch ?? '');
  const attributes: VisitorAttributes = {
    id: facts.visitorId,
    uid: present(facts.uid),
    language: facts.language,
    country: present(facts.country)?.toUpperCase(),
    priceGroup: present(facts.priceGroup),
    discount: facts.discount === 'true' ? true : facts.discount === 'false' ? false : undefined,
    source: present(facts.source),
    utmSource: present(utm.get('utm_source')),
    utmMedium: present(utm.get('utm_medium')),
    utmCampaign: present(utm.get('utm_campaign')),
    deviceType: deviceTypeOf(facts.device),
    flow: flowFromPath(facts.entryPath).flow,
    firstVisit: present(facts.firstVisit),
  };
  return Object.fromEntries(
    Object.entries(attributes).filter(([, value]) => value !== undefined),
  ) as VisitorAttributes;
}
