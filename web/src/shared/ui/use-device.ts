import { useMemo } from 'react';
import { isAppleDevice, isInAppBrowser, isMobileDevice } from '../domain/device';

export type DeviceTraits = { mobile: boolean; apple: boolean; inAppBrowser: boolean };

/** The visitor's device, read once from `navigator` and judged by the pure rules in domain/device. */
export function useDevice(): DeviceTraits {
  return useMemo(() => {
    const device = {
      userAgent: navigator.userAgent,
      platform: navigator.platform,
      maxTouchPoints: navigator.maxTouchPoints,
    };
    return {
      mobile: isMobileDevice(device),
      apple: isAppleDevice(device),
      inAppBrowser: isInAppBrowser(device.userAgent),
    };
  }, []);
}
