import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, runInTasks } from './after-paint';

describe('runInTasks', () => {
  it('runs the first job at once and each next one in a later task, in order', async () => {
    const ran: string[] = [];
    const done = runInTasks(
      () => ran.push('flags'),
      () => ran.push('features'),
      () => ran.push('auth'),
    );
    expect(ran).toEqual(['flags']);
    // A task queued now runs between the second and the third job: they are separate tasks.
    setTimeout(() => ran.push('other task'), 0);
    await Promise.resolve();
    expect(ran).toEqual(['flags']);
    await done;
    expect(ran).toEqual(['flags', 'features', 'other task', 'auth']);
  });
});

describe('afterPaint', () => {
  /** The frames the browser would paint, one at a time (a hidden tab paints none). */
  let pending: Map<number, FrameRequestCallback>;
  const paintFrame = () => {
    const callbacks = [...pending.values()];
    pending.clear();
    callbacks.forEach((callback) => callback(performance.now()));
  };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    pending = new Map();
    let next = 0;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      next += 1;
      pending.set(next, callback);
      return next;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => pending.delete(id));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it.each([1, 2, 3])('runs once, in the task after the %i-th painted frame', (frames) => {
    const run = vi.fn();
    afterPaint(run, { frames });
    for (let frame = 1; frame < frames; frame += 1) {
      paintFrame();
      vi.advanceTimersByTime(0);
    }
    expect(run).not.toHaveBeenCalled();
    paintFrame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after maxWaitMs when no frame is painted (a hidden tab), and not again', () => {
    const run = vi.fn();
    afterPaint(run, { frames: 2, maxWaitMs: 500 });
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    paintFrame();
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled between its frames', () => {
    const run = vi.fn();
    const cancel = afterPaint(run, { frames: 2 });
    paintFrame();
    cancel();
    paintFrame();
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
  });
});
