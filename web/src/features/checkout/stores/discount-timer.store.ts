import { makeAutoObservable } from 'mobx';
import {
  type DiscountBannerType,
  bannerType,
  formatCountdown,
  isExpired,
  parseStoredExpiry,
  remainingMs,
  storedExpiryInForce,
  timerExpiry,
  timerMinutes,
} from '../domain/discount-timer';
import type { AnalyticsService } from '../../../shared/services/analytics.service';
import type { StorageService } from '../../../shared/services/storage.service';
import type { FlagsStore } from '../../../shared/stores/flags.store';

const TICK_MS = 1000;

export type DiscountTimerDeps = {
  storage: StorageService;
  flags: FlagsStore;
  analytics: AnalyticsService;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
};

/**
 * The checkout screen's discount countdown (spec 02 §4.14) and banner type (§3, §4.5). The expiry lives
 * in local storage (dscExp), so a reload with a past expiry is expired from construction on.
 */
export class DiscountTimerStore {
  expiresAt: number | undefined;
  now: number;
  giftShown = false;
  /** True once the countdown ran out while ticking: the moment to announce it. */
  endedWhileRunning = false;
  private interval: ReturnType<typeof setInterval> | undefined;

  constructor(private readonly deps: DiscountTimerDeps) {
    this.now = this.clock();
    this.expiresAt = parseStoredExpiry(deps.storage.get('dscExp'));
    this.forgetStaleExpiry();
    makeAutoObservable<DiscountTimerStore, 'deps' | 'interval'>(this, {
      deps: false,
      interval: false,
    });
  }

  private clock(): number {
    return this.deps.now?.() ?? Date.now();
  }

  /** A countdown that ran out long ago is removed (spec 01 §9), with its stored value. */
  private forgetStaleExpiry(): void {
    if (this.expiresAt === undefined) return;
    if (storedExpiryInForce(this.expiresAt, this.now) !== undefined) return;
    this.expiresAt = undefined;
    this.deps.storage.remove('dscExp');
  }

  get started(): boolean {
    return this.expiresAt !== undefined;
  }

  get remainingMs(): number {
    return remainingMs(this.expiresAt, this.now);
  }

  /** 'mm:ss'; 00:00 once run out or when never started. */
  get display(): string {
    return formatCountdown(this.remainingMs);
  }

  get expired(): boolean {
    return isExpired(this.expiresAt, this.now);
  }

  /** Started, not run out (whether or not the page currently ticks it). */
  get running(): boolean {
    return this.started && !this.expired;
  }

  /** use-discount-timer: expiry removes the discounted prices (spec 02 §4.5). */
  get timerInUse(): boolean {
    return this.deps.flags.get('use-discount-timer');
  }

  /** Convenience for the checkout store: expired and the flag says expiry clears discounts. */
  get dropsDiscounts(): boolean {
    return this.expired && this.timerInUse;
  }

  /** App state discountBannerType of spec 02 §3. */
  get discountBannerType(): 'gift' | 'other' {
    return this.giftShown ? 'gift' : 'other';
  }

  get bannerType(): DiscountBannerType {
    return bannerType(this.giftShown, this.timerInUse);
  }

  /**
   * First view of the checkout screen: keeps a stored expiry, else starts one when discounted prices
   * exist and the discount is granted; then ticks each second until expiry. Safe to call again.
   */
  start(hasDiscountedPrices: boolean, discountGranted: boolean): void {
    this.now = this.clock();
    this.forgetStaleExpiry();
    const minutes = timerMinutes(this.deps.flags.get('discount-timer-minutes'));
    const { expiresAt, isNew } = timerExpiry({
      stored: this.expiresAt,
      hasDiscountedPrices,
      discountGranted,
      now: this.now,
      minutes,
    });
    if (expiresAt === undefined) return;
    if (isNew) {
      this.expiresAt = expiresAt;
      this.deps.storage.set('dscExp', String(expiresAt));
      this.deps.analytics.track('web_discountTimerStarted', { minutes });
    }
    if (!this.expired && this.interval === undefined)
      this.interval = setInterval(() => this.tick(), TICK_MS);
  }

  /** The gift-banner experiment after the payment modal's close, while time is left (§4.5). */
  showGift(): void {
    if (this.running) this.giftShown = true;
  }

  tick(): void {
    this.now = this.clock();
    if (!this.expired) return;
    this.stopTicking();
    this.endedWhileRunning = true;
    this.deps.analytics.track('web_discountTimerExpired');
  }

  /** Stops the interval (the checkout screen unmounted); start() resumes it with the same expiry. */
  dispose(): void {
    this.stopTicking();
  }

  private stopTicking(): void {
    if (this.interval !== undefined) clearInterval(this.interval);
    this.interval = undefined;
  }
}
