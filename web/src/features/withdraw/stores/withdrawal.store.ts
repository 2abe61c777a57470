import { makeAutoObservable, runInAction } from 'mobx';
import type { WithdrawalInput, WithdrawalReceipt } from '@fastwell/contract/api/withdrawals';
import type { Language } from '@fastwell/contract/languages';
import {
  EMPTY_DRAFT,
  readDraft,
  readReceipt,
  type ServerProblem,
  serverProblem,
  stopProblem,
  validateDraft,
  type WithdrawalDraft,
  type WithdrawalErrors,
  type WithdrawalField,
  withdrawalInput,
} from '../domain/withdrawal-form';
import type { WithdrawalApi } from '../services/withdrawal.api';
import { type PaypalPlanDeps, PaypalPlanStore } from './paypal-plan.store';

/** Its tab storage also keeps the draft and the receipt, so a reload loses nothing. */
type WithdrawalDeps = PaypalPlanDeps & { language: () => Language };

export type WithdrawalStep = 'form' | 'review' | 'done';

const DRAFT_KEY = 'fastwell.withdraw.draft';
const RECEIPT_KEY = 'fastwell.withdraw.receipt';

/**
 * The withdrawal page (/withdraw, Art. 11a CRD): form, confirmation with the law's button
 * ("Widerruf bestätigen") and the receipt. What is typed is kept for the tab until it is sent; the
 * receipt is kept so the confirmation survives a reload.
 */
export class WithdrawalStore {
  draft: WithdrawalDraft;
  errors: WithdrawalErrors = {};
  step: WithdrawalStep;
  submitting = false;
  problem: ServerProblem | null = null;
  receipt: WithdrawalReceipt | null;
  private readonly deps: WithdrawalDeps;

  constructor(deps: WithdrawalDeps) {
    this.deps = deps;
    this.draft = deps.tabStorage.getJson(DRAFT_KEY, readDraft) ?? { ...EMPTY_DRAFT };
    this.receipt = deps.tabStorage.getJson(RECEIPT_KEY, readReceipt) ?? null;
    this.step = this.receipt ? 'done' : 'form';
    makeAutoObservable<WithdrawalStore, 'deps'>(this, { deps: false });
  }

  /** What the law's button sends (the confirmation step shows it). */
  get pending(): WithdrawalInput {
    return withdrawalInput(this.draft, this.deps.language());
  }

  update(field: WithdrawalField, value: string): void {
    this.draft = { ...this.draft, [field]: value };
    this.deps.tabStorage.setJson(DRAFT_KEY, this.draft);
    // Shown errors follow the typing; new ones wait for the next "continue".
    if (Object.keys(this.errors).length > 0) {
      const now = validateDraft(this.draft);
      const kept: WithdrawalErrors = {};
      for (const key of Object.keys(this.errors) as WithdrawalField[]) {
        if (now[key]) kept[key] = now[key];
      }
      this.errors = kept;
    }
  }

  /** Checks the form; answers true (and shows the confirmation step) when it is complete. */
  review(): boolean {
    this.errors = validateDraft(this.draft);
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

  /** The law's button: sends the withdrawal once; a failure keeps the step and the draft. */
  async submit(): Promise<void> {
    if (this.submitting || this.step !== 'review') return;
    this.submitting = true;
    this.problem = null;
    try {
      const receipt = await this.deps.withdrawal.submit(this.pending);
      this.deps.tabStorage.setJson(RECEIPT_KEY, receipt);
      this.deps.tabStorage.remove(DRAFT_KEY);
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

  /** From the confirmation page to an empty form (another address's contracts). */
  startOver(): void {
    this.deps.tabStorage.remove(RECEIPT_KEY);
    this.receipt = null;
    this.errors = {};
    this.problem = null;
    this.step = 'form';
  }

  /** The stop page of the e-mail's "this was not me" link: a fresh state per visit. */
  stop(): StopWithdrawalStore {
    return new StopWithdrawalStore(this.deps.withdrawal);
  }

  /** The page of the link that keeps a PayPal plan after its upsell was withdrawn: per visit. */
  paypalPlan(): PaypalPlanStore {
    const { withdrawal, tabStorage, page } = this.deps;
    return new PaypalPlanStore({ withdrawal, tabStorage, page });
  }
}

export type StopStatus = 'idle' | 'busy' | 'stopped' | 'failed';

/** "Stop the withdrawal": one POST on the visitor's click, never on load (mail scanners). */
export class StopWithdrawalStore {
  status: StopStatus = 'idle';
  /** When the stopped withdrawal had been received (ISO). */
  receivedAt: string | null = null;
  problem: ServerProblem | null = null;
  private readonly withdrawal: WithdrawalApi;

  constructor(withdrawal: WithdrawalApi) {
    this.withdrawal = withdrawal;
    makeAutoObservable<StopWithdrawalStore, 'withdrawal'>(this, { withdrawal: false });
  }

  /** The button is offered until it has worked or a failure says trying again cannot help. */
  get canStop(): boolean {
    return this.status !== 'stopped' && !this.problem?.final;
  }

  async stop(token: string | null): Promise<void> {
    if (this.status === 'busy' || !this.canStop) return;
    if (!token) {
      this.problem = stopProblem({ code: 'stop-link-invalid' });
      this.status = 'failed';
      return;
    }
    this.status = 'busy';
    this.problem = null;
    try {
      const receivedAt = await this.withdrawal.stop(token);
      runInAction(() => {
        this.receivedAt = receivedAt;
        this.status = 'stopped';
      });
    } catch (error) {
      runInAction(() => {
        this.problem = stopProblem(error as object);
        this.status = 'failed';
      });
    }
  }
}
