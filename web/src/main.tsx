import { afterPaint } from './ui/after-paint';

/**
 * The entry: index.html's static shell (boot-shell.js) paints first, then the app evaluates.
 * Its chunks are already downloading (index.html preloads them, see vite.config.ts), so waiting
 * a frame costs no round trip, where evaluating them before the first paint would hold the shell
 * back. A tab opened in the background (no frames) starts at once.
 */
function startApp(): void {
  void import('./app/start').then(({ start }) => start());
}

if (document.visibilityState === 'visible') afterPaint(startApp);
else startApp();
