import { makeAutoObservable, runInAction } from 'mobx';

/** The global blocked state of spec 02 §4.2: set during sign-in, checkout and subscription actions. */
export class UiStore {
  blockedCount = 0;

  constructor() {
    makeAutoObservable(this);
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
}
