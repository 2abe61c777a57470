/** What the funnel needs to know about the visitor's browser, from what `navigator` reports. */
export type DeviceInfo = { userAgent: string; platform?: string; maxTouchPoints?: number };

const IN_APP_MARKERS: readonly RegExp[] = [
  /FBAN|FBAV|FB_IAB|FBIOS|FB4A|FBSV/, // Facebook, Messenger
  /Instagram/i,
  /musical_ly|BytedanceWebview|TikTok|trill_/i,
  /Snapchat/i,
  /Pinterest/i,
  /\bLine\//,
  /LinkedInApp/i,
  /MicroMessenger/i, // WeChat
  /Twitter|TwitterAndroid/i,
];

/**
 * Social apps' embedded browsers (Facebook, Instagram, TikTok and the like) where the Google and
 * Apple sign-in popups are refused or never come back.
 */
export function isInAppBrowser(userAgent: string): boolean {
  if (IN_APP_MARKERS.some((marker) => marker.test(userAgent))) return true;
  // Android's WebView marks itself with "; wv)".
  if (/Android/.test(userAgent) && /; wv\)/.test(userAgent)) return true;
  // An iOS app's WKWebView has no "Safari/" token; Safari, Chrome, Firefox and Edge on iOS do.
  return (
    /iPhone|iPad|iPod/.test(userAgent) &&
    /AppleWebKit/.test(userAgent) &&
    !/Safari\//.test(userAgent)
  );
}

/** iPhone, iPad, iPod or Mac: where the Apple sign-up button is offered. */
export function isAppleDevice(device: DeviceInfo): boolean {
  return (
    /iPhone|iPad|iPod|Macintosh|Mac OS X/.test(device.userAgent) ||
    /^(Mac|iPhone|iPad|iPod)/.test(device.platform ?? '')
  );
}

const MOBILE_USER_AGENT =
  /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|Silk|Kindle/i;

/** Phones and tablets, which install the app themselves (no QR code for them). */
export function isMobileDevice(device: DeviceInfo): boolean {
  if (MOBILE_USER_AGENT.test(device.userAgent)) return true;
  // iPadOS 13+ reports a desktop Mac user agent; only its touch screen tells it apart.
  return /Macintosh/.test(device.userAgent) && (device.maxTouchPoints ?? 0) > 1;
}
