import { afterPaint } from './ui/after-paint';

/** Ends the current task, so the next module graph is evaluated in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The entry: index.html's static shell (boot-shell.js) paints first, then the app evaluates.
 * Its chunks are already downloading (index.html preloads them, see vite.config.ts), so waiting
 * a frame costs no round trip, where evaluating them before the first paint would hold the shell
 * back. A tab opened in the background (no frames) starts at once.
 *
 * Evaluating all of the app's modules at once is one long task (react-dom, Chakra and the rest:
 * about 200 ms on a mid-range phone) that blocks input. React and the Chakra system's code are
 * imported first, each in a task of its own; the app's start then evaluates only what is left.
 */
async function startApp(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  const { start } = await import('./app/start');
  await start();
}

const run = () => void startApp();
if (document.visibilityState === 'visible') afterPaint(run);
else run();
