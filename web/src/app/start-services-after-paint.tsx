import { useEffect } from 'react';
import { afterPaint } from '../ui/after-paint';
import { useStore } from './store-context';

/**
 * Rendered beside a screen that needs neither flags nor auth to show (home, loading,
 * onboarding): once that screen has painted, flags, auth and the consent tool start loading.
 */
export function StartServicesAfterPaint() {
  const store = useStore();
  useEffect(() => afterPaint(() => store.startServices()), [store]);
  return null;
}
