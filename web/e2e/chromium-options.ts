// Debian's Chromium as the e2e suite and the bench drive it (the flags of shared/ENVIRONMENT.md;
// playwright adds headless itself).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
/** A phone-sized viewport. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
