declare const __APP_RELEASE__: string | undefined;

/**
 * Spec 01 §9 and 02 §9: the app's release label (web/package.json's version, compiled in by
 * web/build/release.ts). It goes with every analytics event and error report, and the debug
 * panel shows it.
 */
export const RELEASE: string = typeof __APP_RELEASE__ === 'string' ? __APP_RELEASE__ : 'unknown';
