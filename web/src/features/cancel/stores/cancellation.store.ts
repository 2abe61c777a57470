import { makeAutoObservable, runInAction } from 'mobx';
import type { CancellationInput, CancellationReceipt } from '@fastwell/contract/api/cancellations';
import type { Language } from '@fastwell/contract/languages';
import {
  calendarDay,
  type CancellationDraft,
  type CancellationErrors,
  type CancellationField,
  cancellationInput,
  EMPTY_DRAFT,
  readDraft,
  readReceipt,
  restoreProblem,
  type ServerProblem,
  serverProblem,
  validateDraft,
} from '../domain/cancellation-form';
import type { CancellationApi } from '../services/cancellation.api';
import type { TabStorageService } from '../../../shared/services/tab-storage.service';

type CancellationDeps = {
  cancellation: CancellationApi;
  /** Keeps the draft and the receipt for the tab, so a reload loses nothing. */
  tabStorage: Pick<TabStorageService, 'getJson' | 'setJson' | 'remove'>;
  language: () => Language;
  now?: () => Date;
};

export type CancellationStep = 'form' | 'review' | 'done';

/**
 * The §312k page (/cancel): form, confirmation with the law's button, and the receipt. What is
 * typed is kept for the tab until it is sent; the receipt is kept so the confirmation survives a
 * reload.
 */
export class CancellationStore {
  draft: CancellationDraft;
  errors: CancellationErrors = {};
  step: CancellationStep;
  submitting = false;
  problem: ServerProblem | null = null;
  receipt: CancellationReceipt | null;
  private readonly deps: CancellationDeps;

  constructor(deps: CancellationDeps) {
    this.deps = deps;
    this.draft = deps.tabStorage.getJson('fastwell.cancel.draft', readDraft) ?? { ...EMPTY_DRAFT };
    this.receipt = deps.tabStorage.getJson('fastwell.cancel.receipt', readReceipt) ?? null;
    this.step = this.receipt ? 'done' : 'form';
    makeAutoObservable<CancellationStore, 'deps'>(this, { deps: false });
  }

  /** The first day the date input offers (today, in the visitor's time zone). */
  get today(): string {
    return calendarDay((this.deps.now ?? (() => new Date()))());
  }

  /** What the law's button sends (the confirmation step shows it). */
  get pending(): CancellationInput {
    return cancellationInput(this.draft, this.deps.language());
  }

  update<K extends keyof CancellationDraft>(field: K, value: CancellationDraft[K]): void {
    this.draft = { ...this.draft, [field]: value };
    this.deps.tabStorage.setJson('fastwell.cancel.draft', this.draft);
    // Shown errors follow the typing; new ones wait for the next "continue".
    if (Object.keys(this.errors).length > 0) {
      const now = validateDraft(this.draft, this.today);
      const kept: CancellationErrors = {};
      for (const key of Object.keys(this.errors) as CancellationField[]) {
        if (now[key]) kept[key] = now[key];
      }
      this.errors = kept;
    }
  }

  /** Checks the form; answers true (and shows the confirmation step) when it is complete. */
  review(): boolean {
    this.errors = validateDraft(this.draft, this.today);
    if (Object.keys(this.errors).length > 0) return false;
    this.problem = null;
    this.step = 'review';
    return true;
  }

  /** Back from the confirmation step to the form, with everything as typed. */
  edit(): void {
    this.problem = null;
    this.step = 'form';
  }

  /** The law's button: sends the cancellation once; a failure keeps the step and the draft. */
  async submit(): Promise<void> {
    if (this.submitting || this.step !== 'review') return;
    this.submitting = true;
    this.problem = null;
    try {
      const receipt = await this.deps.cancellation.submit(this.pending);
      this.deps.tabStorage.setJson('fastwell.cancel.receipt', receipt);
      this.deps.tabStorage.remove('fastwell.cancel.draft');
      runInAction(() => {
        this.receipt = receipt;
        this.draft = { ...EMPTY_DRAFT };
        this.step = 'done';
      });
    } catch (error) {
      runInAction(() => {
        this.problem = serverProblem(error as object);
      });
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }

  /** From the confirmation page to an empty form (another contract). */
  startOver(): void {
    this.deps.tabStorage.remove('fastwell.cancel.receipt');
    this.receipt = null;
    this.errors = {};
    this.problem = null;
    this.step = 'form';
  }

  /** The restore page of the e-mail's "this was not me" link: a fresh state per visit. */
  restore(): RestoreCancellationStore {
    return new RestoreCancellationStore(this.deps.cancellation);
  }
}

export type RestoreStatus = 'idle' | 'busy' | 'restored' | 'failed';

/** "Keep my subscription": one POST on the visitor's click, never on load (mail scanners). */
export class RestoreCancellationStore {
  status: RestoreStatus = 'idle';
  renewsAt: string | null = null;
  problem: ServerProblem | null = null;
  private readonly cancellation: CancellationApi;

  constructor(cancellation: CancellationApi) {
    this.cancellation = cancellation;
    makeAutoObservable<RestoreCancellationStore, 'cancellation'>(this, { cancellation: false });
  }

  async keep(token: string | null): Promise<void> {
    if (this.status === 'busy' || this.status === 'restored') return;
    if (!token) {
      this.problem = restoreProblem({ code: 'restore-link-invalid' });
      this.status = 'failed';
      return;
    }
    this.status = 'busy';
    this.problem = null;
    try {
      const renewsAt = await this.cancellation.restore(token);
      runInAction(() => {
        this.renewsAt = renewsAt;
        this.status = 'restored';
      });
    } catch (error) {
      runInAction(() => {
        this.problem = restoreProblem(error as object);
        this.status = 'failed';
      });
    }
  }
}
