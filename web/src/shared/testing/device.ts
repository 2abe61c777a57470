/** Test helper: makes jsdom's navigator report another device until `restore()`. */
export const USER_AGENTS = {
  desktopChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.12.235',
  facebookAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/460.0.0.48.109;]',
} as const;

const FIELDS = ['userAgent', 'platform', 'maxTouchPoints'] as const;

export function emulateDevice(device: {
  userAgent: string;
  platform?: string;
  maxTouchPoints?: number;
}): { restore: () => void } {
  const values = { platform: '', maxTouchPoints: 0, ...device };
  for (const field of FIELDS)
    Object.defineProperty(window.navigator, field, { value: values[field], configurable: true });
  return {
    restore: () => {
      for (const field of FIELDS) Reflect.deleteProperty(window.navigator, field);
    },
  };
}
