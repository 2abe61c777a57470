import logoSrc from './logo.svg';

/**
 * Shown while we cannot yet tell whether the visitor may see the page. The logo (the favicon's
 * file, inlined by the build as a data: URL) is also index.html's static shell on gated routes,
 * painted before the app has loaded in the same place. Plain markup and index.html's CSS
 * (.faded-logo): it also shows while Chakra itself loads.
 */
export function FadedLogo() {
  return (
    <div className="faded-logo" role="status" aria-label="Loading" aria-busy="true">
      <img src={logoSrc} alt="" width={72} height={72} />
    </div>
  );
}
