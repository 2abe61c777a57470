import { isoTime } from './ids.js';

/**
 * The emulator's notion of now, like the Stripe emulator's clock: real time plus an offset that
 * the admin API advances (`/_emulator/clock`). Subscription, payment, refund and webhook event
 * times read it; access tokens and webhook transmission times stay on real time, which is what
 * their receivers check them against.
 */
export class PayPalClock {
  private offsetMs = 0;

  nowMs(): number {
    return Date.now() + this.offsetMs;
  }

  /** PayPal's time format (ISO 8601, UTC, no milliseconds). */
  iso(): string {
    return isoTime(this.nowMs());
  }

  /** Moves now to `targetMs` (never backwards: an earlier target leaves it). */
  advanceTo(targetMs: number): number {
    if (!Number.isFinite(targetMs)) throw new RangeError('Not a time');
    this.offsetMs += Math.max(0, Math.floor(targetMs) - this.nowMs());
    return this.nowMs();
  }

  reset(): void {
    this.offsetMs = 0;
  }
}
