import { makeAutoObservable, reaction, runInAction } from 'mobx';
import { z } from 'zod';
import { normalizeEmail } from '../domain/email';
import { stepDefinition } from '../domain/onboarding/step-definitions';
import { buildStepList, nextStepId } from '../domain/onboarding/step-list';
import type { Gender, SelectionValue, Selections } from '../domain/onboarding/selections';
import type { AccountService } from '../services/account.service';
import type { AnalyticsService } from '../services/analytics.service';
import type { StorageService } from '../services/storage.service';
import type { FlagsStore } from './flags.store';
import type { SessionStore } from './session.store';

const persistedSchema = z.object({
  steps: z.array(z.string()),
  currentStepId: z.string().nullable(),
  selections: z.record(z.string(), z.unknown()),
});

/** The questionnaire's state: which steps, where the visitor is, what they answered. Survives reloads. */
export class OnboardingStore {
  steps: string[] = [];
  currentStepId: string | null = null;
  selections: Selections = {};

  constructor(
    private readonly deps: {
      storage: StorageService;
      analytics: AnalyticsService;
      account: AccountService;
      session: SessionStore;
      flags: FlagsStore;
    },
  ) {
    makeAutoObservable<OnboardingStore, 'deps'>(this, { deps: false });
    this.restore();
    reaction(
      () => ({ steps: this.steps, currentStepId: this.currentStepId, selections: this.selections }),
      (state) => this.deps.storage.setJson('appState', state),
    );
  }

  private restore(): void {
    const saved = this.deps.storage.getJson(
      'appState',
      (raw) => persistedSchema.safeParse(raw).data,
    );
    if (!saved) return;
    this.steps = saved.steps;
    this.currentStepId = saved.currentStepId;
    this.selections = saved.selections as Selections;
  }

  get gender(): Gender | undefined {
    const value = this.selections.gender;
    return value === 'm' || value === 'f' || value === 'o' ? value : undefined;
  }

  get email(): string {
    return typeof this.selections.email === 'string' ? this.selections.email : '';
  }

  /** A new onboarding from the loading screen: no answers, first step. */
  start(): string {
    this.selections = {};
    this.steps = buildStepList(undefined, {
      onboardingVariant: this.deps.flags.get('onboarding-steps-variant'),
    });
    this.currentStepId = this.steps[0] ?? null;
    return this.steps[0] ?? 'gender';
  }

  hasStep(stepId: string): boolean {
    return this.steps.includes(stepId);
  }

  enter(stepId: string): void {
    if (this.currentStepId === stepId) return;
    this.currentStepId = stepId;
    const definition = stepDefinition(stepId);
    if (definition) this.deps.analytics.track(`web_goto_${definition.analyticsNumber}_${stepId}`);
  }

  select(stepId: string, value: SelectionValue): void {
    this.selections = { ...this.selections, [stepId]: value };
    if (stepId === 'gender') {
      this.steps = buildStepList(this.gender, {
        onboardingVariant: this.deps.flags.get('onboarding-steps-variant'),
      });
    }
  }

  toggleOption(stepId: string, option: string): void {
    const current = this.selections[stepId];
    const list = Array.isArray(current) ? current : [];
    const next = list.includes(option) ? list.filter((item) => item !== option) : [...list, option];
    const { [stepId]: _removed, ...rest } = this.selections;
    this.selections = next.length > 0 ? { ...rest, [stepId]: next } : rest;
  }

  /** Records the commit event and answers the next step id (undefined after the last step). */
  commit(stepId: string): string | undefined {
    const definition = stepDefinition(stepId);
    if (definition) {
      this.deps.analytics.track(`web_commit_${definition.analyticsNumber}_${stepId}`);
      this.deps.analytics.track('web_setSelections', { step: stepId });
    }
    return nextStepId(this.steps, stepId);
  }

  trackBack(stepId: string): void {
    const definition = stepDefinition(stepId);
    if (definition) this.deps.analytics.track(`web_goback_${definition.analyticsNumber}_${stepId}`);
  }

  setEmail(email: string): void {
    this.select('email', normalizeEmail(email));
  }

  checkEmailExists(email: string): Promise<boolean> {
    // A failing check counts as "no account" (spec 02 §8).
    return this.deps.account.checkEmailExists(normalizeEmail(email)).catch(() => false);
  }

  /** plan_is_ready: anonymous sign-in with the newsletter choice, then the answers saved. */
  async savePlan(): Promise<void> {
    const newsletterAccepted = this.selections.receive_email === true;
    await this.deps.session.signInAnonymously(newsletterAccepted);
    await this.deps.account.saveOnboardingData({
      onboardingData: this.selections,
      newsletterAccepted,
      email: this.email,
    });
    runInAction(() => {
      this.deps.analytics.track('web_onboardingCompleted');
    });
  }
}
