/**
 * Runs `run` once, right after the browser has painted the next frame; a hidden tab paints no
 * frames, so at the latest after `maxWaitMs`. Answers a canceller.
 */
export function afterPaint(run: () => void, maxWaitMs = 1000): () => void {
  let done = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, maxWaitMs);
  function cancel() {
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  }
  return () => {
    done = true;
    cancel();
  };
}

/** Ends the current task: what follows runs in a task of its own, after pending input. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs each job in a task of its own, in order, the first at once: work that would be one long
 * task (each job starting a lazy chunk, say) leaves the main thread free between its parts.
 */
export async function runInTasks(...jobs: (() => void)[]): Promise<void> {
  for (const [index, job] of jobs.entries()) {
    if (index > 0) await nextTask();
    job();
  }
}
