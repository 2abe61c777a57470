import { action, computed, makeObservable, observable, observableRef, reaction } from 'mobx';
import { parseLastSavedStep, parsePersistedOnboarding } from '../domain/onboarding/persisted-state';
import type { Gender, SelectionValue, Selections } from '../domain/onboarding/selections';
import { genderOf } from '../domain/onboarding/selections';
import { stepDefinition } from '../domain/onboarding/step-definitions';
import { type StepEventAction, stepEventName } from '../domain/onboarding/step-events';
import * as list from '../domain/onboarding/step-list';
import { applyAnswer } from '../domain/onboarding/step-rules';
import { type TransitionKind, transitionInList } from '../domain/onboarding/transitions';
import type { AccountCalls } from '../services/deferred-account.api';
import type { AnalyticsService } from '../services/analytics.service';
import type { StorageService } from '../services/storage.service';
import type { FlagsStore } from './flags.store';
import type { SessionStore } from './session.store';

export type OnboardingDeps = {
  storage: StorageService;
  analytics: AnalyticsService;
  account: AccountCalls;
  session: SessionStore;
  flags: FlagsStore;
  /** Clock for the plan's target date and the occasion date (tests pass a fixed one). */
  now?: () => Date;
};

/**
 * The questionnaire's position and answers: the step list, navigation (spec 01 §2.2, §4) and the
 * step events (§2.4). Persisted under appState and lastSavedStep (§3) and zod-checked on reload.
 * OnboardingStore extends it with what the screens derive from the answers.
 */
export class OnboardingFlow {
  steps: string[] = [];
  currentStepId: string | null = null;
  prevStepId: string | null = null;
  selections: Selections = {};
  /** The last step entered, in its own storage key: a reload resumes there. */
  lastSavedStep: string | null = null;
  /** The e-mail-exists modal's log-in choice: existing_email_login takes receive_email's place. */
  existingEmailLogin = false;

  constructor(protected readonly deps: OnboardingDeps) {
    makeObservable<OnboardingFlow, 'path'>(this, {
      steps: observableRef,
      currentStepId: observable,
      prevStepId: observable,
      selections: observableRef,
      lastSavedStep: observable,
      existingEmailLogin: observable,
      gender: computed,
      email: computed,
      path: computed,
      stepsToShowIds: computed,
      stepsIdsToShowInProgressBar: computed,
      resumeStepId: computed,
      start: action,
      enter: action,
      select: action,
      toggleOption: action,
      commit: action,
      skip: action,
    });
    this.restore();
    reaction(
      () => ({
        steps: this.steps,
        stepsToShowIds: this.stepsToShowIds,
        stepsIdsToShowInProgressBar: this.stepsIdsToShowInProgressBar,
        currentStepId: this.currentStepId,
        prevStepId: this.prevStepId,
        selections: this.selections,
        existingEmailLogin: this.existingEmailLogin,
      }),
      (state) => deps.storage.setJson('appState', state),
    );
    reaction(
      () => this.lastSavedStep,
      (step) =>
        step ? deps.storage.set('lastSavedStep', step) : deps.storage.remove('lastSavedStep'),
    );
  }

  private restore(): void {
    this.lastSavedStep = parseLastSavedStep(this.deps.storage.get('lastSavedStep'));
    const saved = this.deps.storage.getJson('appState', parsePersistedOnboarding);
    if (saved) Object.assign(this, saved);
  }

  protected track(action: StepEventAction, stepId: string): void {
    const name = stepEventName(action, stepId);
    if (name) this.deps.analytics.track(name);
  }

  get gender(): Gender | undefined {
    return genderOf(this.selections.gender);
  }

  get email(): string {
    return typeof this.selections.email === 'string' ? this.selections.email : '';
  }

  protected get path(): list.StepPath {
    return { existingEmailLogin: this.existingEmailLogin };
  }

  /**
   * Spec 01 §3's app state: the steps as walked (existing_email_login in receive_email's place
   * after the modal's log-in), and those the progress bar counts (no info screens). Derived from
   * `steps` and written to appState with it; a reload derives them again.
   */
  get stepsToShowIds(): readonly string[] {
    return list.stepsForPath(this.steps, this.path);
  }

  get stepsIdsToShowInProgressBar(): readonly string[] {
    return list.progressBarStepIds(this.stepsToShowIds);
  }

  /** The progress bar's and the counter's position of a step (an info screen shows its step's). */
  progressOf(stepId: string): { position: number; total: number } {
    return list.progressOf(this.stepsToShowIds, stepId, this.stepsIdsToShowInProgressBar);
  }

  private buildSteps(): string[] {
    return list.buildStepList(this.gender, {
      onboardingVariant: this.deps.flags.get('onboarding-steps-variant'),
      activeInfoScreens: this.deps.flags.get('active-info-screens'),
      activeReinforcementScreens: this.deps.flags.get('active-reinforcement-screens'),
    });
  }

  /** A new onboarding from the loading screen: no answers, first step. */
  start(): string {
    Object.assign(this, { selections: {}, existingEmailLogin: false, prevStepId: null });
    this.lastSavedStep = null;
    this.steps = this.buildSteps();
    this.currentStepId = this.steps[0] ?? null;
    return this.steps[0] ?? 'gender';
  }

  /** In the visitor's list as walked (existing_email_login only after the modal's log-in). */
  hasStep(stepId: string): boolean {
    return this.stepsToShowIds.includes(stepId);
  }

  /** Where a reload resumes: the last saved step, else the current one, else the first. */
  get resumeStepId(): string | undefined {
    return [this.lastSavedStep, this.currentStepId, this.steps[0]].find(
      (id): id is string => typeof id === 'string' && this.hasStep(id),
    );
  }

  enter(stepId: string): void {
    if (this.currentStepId === stepId) return;
    this.prevStepId = this.currentStepId;
    this.currentStepId = stepId;
    this.lastSavedStep = stepId;
    this.track('goto', stepId);
  }

  /** Records an answer (see `applyAnswer`); choosing a gender rebuilds the step list. */
  select(stepId: string, value: SelectionValue): void {
    this.selections = applyAnswer(this.selections, stepId, value);
    if (stepId === 'gender') this.steps = this.buildSteps();
  }

  /** Multi-select: adds or removes one option; no option left leaves no answer. */
  toggleOption(stepId: string, option: string): void {
    const current = this.selections[stepId];
    const chosen = Array.isArray(current) ? current : [];
    this.select(
      stepId,
      chosen.includes(option) ? chosen.filter((item) => item !== option) : [...chosen, option],
    );
  }

  /** Records the commit event and answers the next step id (undefined after the last step). */
  commit(stepId: string): string | undefined {
    if (stepDefinition(stepId)) {
      this.track('commit', stepId);
      this.deps.analytics.track('web_setSelections', { step: stepId });
    }
    return this.nextAfter(stepId);
  }

  /** bad_habits' skip (clears the answer) or skip-forward (tracked_hours, bmi); others: nothing. */
  skip(stepId: string): string | undefined {
    const definition = stepDefinition(stepId);
    if (!definition || !(definition.skippable || definition.canSkipForward)) return undefined;
    if (definition.skippable) this.select(stepId, []);
    this.track('skip', stepId);
    return this.nextAfter(stepId);
  }

  /** The step after `stepId`, passing over special_occasion_date after no_event. */
  nextAfter(stepId: string): string | undefined {
    return list.nextStepId(this.steps, stepId, this.selections, this.path);
  }

  previousOf(stepId: string): string | undefined {
    return list.previousStepId(this.steps, stepId, this.selections, this.path);
  }

  trackBack(stepId: string): void {
    this.track('goback', stepId);
  }

  /** The transition of a step among its neighbours in this visitor's list. */
  transitionOf(stepId: string): TransitionKind {
    return transitionInList(this.stepsToShowIds, stepId, stepDefinition);
  }
}
