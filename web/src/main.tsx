import { afterPaint } from './ui/after-paint';

/** Ends the current task, so the next module graph is evaluated in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The entry: index.html's static shell (boot-shell.js) paints first, then the app evaluates.
 * Its chunks are already downloading (index.html preloads them, see vite.config.ts), so waiting
 * a frame costs no round trip, where evaluating them before the first paint would hold the shell
 * back. A tab opened in the background (no frames) starts at once.
 *
 * Evaluating all of the app's modules at once is one long task that blocks input (react-dom alone
 * is about 100 ms on a mid-range phone): react-dom is evaluated first, in a task of its own; the
 * app's start then evaluates the rest.
 */
async function startApp(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./app/start');
  await start();
}

const run = () => void startApp();
if (document.visibilityState === 'visible') afterPaint(run);
else run();
