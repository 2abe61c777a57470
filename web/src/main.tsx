import { afterPaint, nextTask } from './shared/lib/after-paint';

/**
 * The entry: index.html's static shell (the inline boot script picks it) paints first, with no
 * request to wait for; then the app's chunks load and evaluate. A tab opened in the background
 * (no frames) starts at once.
 *
 * Evaluating all of the app's modules at once is one long task that blocks input (react-dom alone
 * is about 80 ms on a mid-range phone): react-dom is loaded and evaluated first, in a task of its
 * own, then the rest of the app, then its start, each in a task of its own.
 */
async function startApp(): Promise<void> {
  await import('./app/react-dom-client');
  await nextTask();
  const { start } = await import('./app/start');
  await nextTask();
  await start();
}

const run = () => void startApp();
if (document.visibilityState === 'visible') afterPaint(run);
else run();
