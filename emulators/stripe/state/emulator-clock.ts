/**
 * The emulator's notion of now, like a Stripe test clock: real time plus an offset that the
 * admin API advances. Everything time-based (created, trial_end, periods, resumes_at) reads it.
 */
export class EmulatorClock {
  private offsetSeconds = 0;

  /** Unix seconds. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  advance(seconds: number): number {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('Time only moves forward');
    this.offsetSeconds += Math.floor(seconds);
    return this.now();
  }

  reset(): void {
    this.offsetSeconds = 0;
  }
}
