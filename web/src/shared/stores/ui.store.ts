import { makeAutoObservable, runInAction } from 'mobx';

/** A translated message waiting to be shown as a toast. */
export type Notice = {
  id: number;
  kind: 'error' | 'success';
  /** Translation key (with fallbacks in order). */
  messageKey: string | string[];
  params?: Record<string, string | number>;
};

/** Error toasts last 5 s (spec 02 §8). */
export const TOAST_DURATION_MS = 5000;

/**
 * The global blocked state of spec 02 §4.2 (set during sign-in, checkout and subscription
 * actions) and the queue of toasts the toast host shows.
 */
export class UiStore {
  blockedCount = 0;
  notices: Notice[] = [];
  /** A notice was ever queued: the toast host (a lazy chunk) is mounted from then on. */
  hasNotified = false;
  private nextNoticeId = 1;

  constructor() {
    makeAutoObservable<UiStore, 'nextNoticeId'>(this, { nextNoticeId: false });
  }

  get blocked(): boolean {
    return this.blockedCount > 0;
  }

  async whileBlocked<T>(action: () => Promise<T>): Promise<T> {
    this.blockedCount += 1;
    try {
      return await action();
    } finally {
      runInAction(() => {
        this.blockedCount -= 1;
      });
    }
  }

  showError(messageKey: string | string[], params?: Record<string, string | number>): void {
    this.notices.push({ id: this.nextNoticeId++, kind: 'error', messageKey, params });
    this.hasNotified = true;
  }

  showSuccess(messageKey: string | string[], params?: Record<string, string | number>): void {
    this.notices.push({ id: this.nextNoticeId++, kind: 'success', messageKey, params });
    this.hasNotified = true;
  }

  /** The host took the notice over; it leaves the queue. */
  noticeShown(id: number): void {
    this.notices = this.notices.filter((notice) => notice.id !== id);
  }
}
