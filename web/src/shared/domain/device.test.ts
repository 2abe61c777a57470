import { describe, expect, it } from 'vitest';
import { isAppleDevice, isInAppBrowser, isMobileDevice } from './device';

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeLinuxHeadless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefoxWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/458.0.0.40.106;FBBV/583271409;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.4;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.48.109;]',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.12.235 (iPhone15,2; iOS 17_4; en_US; en; scale=3.00; 1179x2556; 596279409)',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240405.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36 Instagram 330.0.0.40.92 Android',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_34.1.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 trill_340102 BytedanceWebview/d8a21c6',
  snapchatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.80.0.35 (like Safari/8617.1.17.10.9, panda)',
  lineIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.5.0',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36',
  iosWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

describe('isInAppBrowser', () => {
  it.each([
    ['Chrome on Windows', UA.chromeWindows, false],
    ['Safari on a Mac', UA.safariMac, false],
    ['Firefox on Windows', UA.firefoxWindows, false],
    ['Safari on an iPhone', UA.safariIphone, false],
    ['Chrome on an iPhone', UA.chromeIphone, false],
    ['Chrome on Android', UA.chromeAndroid, false],
    ['Samsung Internet', UA.samsungAndroid, false],
    ['Facebook on iOS', UA.facebookIos, true],
    ['Facebook on Android', UA.facebookAndroid, true],
    ['Instagram on iOS', UA.instagramIos, true],
    ['Instagram on Android', UA.instagramAndroid, true],
    ['TikTok on iOS', UA.tiktokIos, true],
    ['TikTok on Android', UA.tiktokAndroid, true],
    ['Snapchat on iOS', UA.snapchatIos, true],
    ['LINE on iOS', UA.lineIos, true],
    ['an unnamed Android WebView', UA.androidWebView, true],
    ['an unnamed iOS WKWebView', UA.iosWebView, true],
    ['an empty user agent', '', false],
  ])('%s → %s', (_name, userAgent, expected) => {
    expect(isInAppBrowser(userAgent)).toBe(expected);
  });
});

describe('isAppleDevice', () => {
  it.each([
    ['Safari on a Mac', { userAgent: UA.safariMac }, true],
    ['Safari on an iPhone', { userAgent: UA.safariIphone }, true],
    ['Chrome on an iPhone', { userAgent: UA.chromeIphone }, true],
    ['an iPad', { userAgent: UA.safariIpad }, true],
    ['Facebook on iOS', { userAgent: UA.facebookIos }, true],
    ['Chrome on Windows', { userAgent: UA.chromeWindows, platform: 'Win32' }, false],
    ['Chrome on Android', { userAgent: UA.chromeAndroid, platform: 'Linux armv8l' }, false],
    ['Linux desktop', { userAgent: UA.chromeLinuxHeadless, platform: 'Linux x86_64' }, false],
    ['a Mac by platform only', { userAgent: 'Mozilla/5.0', platform: 'MacIntel' }, true],
    ['an iPhone by platform only', { userAgent: 'Mozilla/5.0', platform: 'iPhone' }, true],
  ])('%s → %s', (_name, device, expected) => {
    expect(isAppleDevice(device)).toBe(expected);
  });
});

describe('isMobileDevice', () => {
  it.each([
    ['Chrome on Windows', { userAgent: UA.chromeWindows }, false],
    ['headless Chrome on Linux', { userAgent: UA.chromeLinuxHeadless }, false],
    ['Firefox on Windows', { userAgent: UA.firefoxWindows }, false],
    ['Safari on a Mac without touch', { userAgent: UA.safariMac, maxTouchPoints: 0 }, false],
    ['iPadOS posing as a Mac', { userAgent: UA.safariMac, maxTouchPoints: 5 }, true],
    ['Safari on an iPhone', { userAgent: UA.safariIphone }, true],
    ['an iPad', { userAgent: UA.safariIpad }, true],
    ['Chrome on Android', { userAgent: UA.chromeAndroid }, true],
    ['Instagram on Android', { userAgent: UA.instagramAndroid }, true],
    ['a Windows touch laptop', { userAgent: UA.chromeWindows, maxTouchPoints: 10 }, false],
  ])('%s → %s', (_name, device, expected) => {
    expect(isMobileDevice(device)).toBe(expected);
  });
});
