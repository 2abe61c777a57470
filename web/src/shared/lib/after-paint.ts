export type AfterPaintOptions = {
  /**
   * Frames to wait. One is the usual; two when what runs must not count as part of that paint:
   * the task after a frame's animation callbacks can run before that frame is presented.
   */
  frames?: number;
  /** A hidden tab paints no frames: `run` runs at the latest after this long. */
  maxWaitMs?: number;
};

/**
 * Runs `run` once, right after the browser has painted the next frame (or the frames asked for);
 * a hidden tab paints none, so at the latest after `maxWaitMs`. Answers a canceller.
 */
export function afterPaint(
  run: () => void,
  { frames = 1, maxWaitMs = 1000 }: AfterPaintOptions = {},
): () => void {
  let done = false;
  let frame = 0;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  const waitFrames = (left: number) => {
    frame = requestAnimationFrame(() => {
      if (left > 1) waitFrames(left - 1);
      else afterFrame = setTimeout(once, 0);
    });
  };
  waitFrames(frames);
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
