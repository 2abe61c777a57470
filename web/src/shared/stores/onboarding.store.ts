import { isRateLimited } from '../domain/api-errors';
import { action, computed, makeObservable, runInAction } from 'mobx';
import type { ReinforcementVariant } from '../domain/onboarding/bmi-bar';
import { normalizeEmail } from '../domain/email';
import type { PerfectWeightCard } from '../domain/onboarding/goal-card';
import * as experiments from '../domain/onboarding/experiments';
import { defaultOccasionDate, isOccasionDateAllowed } from '../domain/onboarding/occasion-date';
import { planSummary, type PlanSummary } from '../domain/onboarding/plan-summary';
import { beforeAfterTitleKey } from '../domain/onboarding/step-rules';
import { OnboardingFlow } from './onboarding-flow';

export type { OnboardingDeps } from './onboarding-flow';

type ExperimentFlag = 'loading-title' | 'loading-image' | 'newsletter-disclaimer';

/**
 * The questionnaire's state (OnboardingFlow: steps, position, answers, navigation, persistence)
 * plus what the screens derive from it: BMI, goal card, plan, occasion date, copy experiments,
 * the existing-e-mail path and saving the plan.
 */
export class OnboardingStore extends OnboardingFlow {
  private readonly reported = new Set<string>();

  constructor(deps: ConstructorParameters<typeof OnboardingFlow>[0]) {
    super(deps);
    makeObservable(this, {
      summary: computed,
      bmi: computed,
      goalCard: computed,
      targetDate: computed,
      reinforcementVariant: computed,
      beforeAfterTitleKey: computed,
      occasionDate: computed,
      setEmail: action,
      chooseExistingEmailLogin: action,
      selectOccasionDate: action,
    });
  }

  private today(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** BMI, BMI bar, goal card, reinforcement variant and plan, from the answers. */
  get summary(): PlanSummary {
    return planSummary(this.selections, this.today());
  }

  /** BMI of the answered height and weight, unrounded. */
  get bmi(): number | undefined {
    return this.summary.bmi;
  }

  /** The answered goal's card: 'underweight' (blocks continue) or a percentage card; null: none. */
  get goalCard(): PerfectWeightCard | null {
    return this.summary.goalCard;
  }

  /** Today + the plan's weeks (0.5 kg a week under a 5 kg gap, else 0.75). */
  get targetDate(): Date | undefined {
    return this.summary.plan?.targetDate;
  }

  /** 'overweight' at a BMI of 24.9 or more, else 'normal' (also without a BMI). */
  get reinforcementVariant(): ReinforcementVariant {
    return this.summary.reinforcement;
  }

  /** reinforcement_before_after's title key by gender (title_male, else title_female). */
  get beforeAfterTitleKey(): string {
    return beforeAfterTitleKey(this.gender);
  }

  /** The answered occasion date ('YYYY-MM-DD'), else the picker's default: today + 3 months. */
  get occasionDate(): string {
    const saved = this.selections.special_occasion_date;
    return typeof saved === 'string' ? saved : defaultOccasionDate(this.today());
  }

  /** Answers special_occasion_date; past or malformed dates are refused (false). */
  selectOccasionDate(isoDate: string): boolean {
    if (!isOccasionDateAllowed(isoDate, this.today())) return false;
    this.select('special_occasion_date', isoDate);
    return true;
  }

  get loadingTitle(): experiments.LoadingTitle {
    return this.experiment('loading-title', experiments.resolveLoadingTitle);
  }

  get loadingImage(): experiments.LoadingImage {
    return this.experiment('loading-image', experiments.resolveLoadingImage);
  }

  /** The e-mail step's text variant (newsletter-disclaimer experiment). */
  get emailTextVariant(): experiments.EmailTextVariant {
    return this.experiment('newsletter-disclaimer', experiments.resolveEmailTextVariant);
  }

  /** An unknown experiment value is an error (spec 01 §8), reported once; the default is used. */
  private experiment<T>(
    flag: ExperimentFlag,
    resolve: (raw: unknown) => experiments.Resolved<T>,
  ): T {
    const raw = this.deps.flags.get(flag);
    const { value, unknown } = resolve(raw);
    const entry = `${flag}=${raw}`;
    if (unknown && !this.reported.has(entry)) {
      this.reported.add(entry);
      this.deps.analytics.error('web_unknownExperimentValue', new Error(entry), { flag });
    }
    return value;
  }

  /** The e-mail step without an existing account: the e-mail, normalized; receive_email next. */
  setEmail(email: string): void {
    this.select('email', normalizeEmail(email));
    this.existingEmailLogin = false;
  }

  /**
   * The e-mail-exists modal's log in: records the e-mail and the commit of step 33, and answers
   * existing_email_login, which takes receive_email's place (next after it: plan_is_ready).
   */
  chooseExistingEmailLogin(email?: string): string {
    if (email !== undefined) this.select('email', normalizeEmail(email));
    this.existingEmailLogin = true;
    this.track('commit', 'email');
    return 'existing_email_login';
  }

  /**
   * A failing check counts as "no account" (spec 02 §8); too many attempts rejects instead, so
   * the step asks to try again in a moment rather than skip the check.
   */
  checkEmailExists(email: string): Promise<boolean> {
    return this.deps.account.checkEmailExists(normalizeEmail(email)).catch((error: unknown) => {
      if (isRateLimited(error)) throw error;
      return false;
    });
  }

  /**
   * plan_is_ready: anonymous sign-in with the newsletter choice, then the answers saved. A visitor
   * who logged in through existing_email_login keeps that account (no anonymous sign-in).
   */
  async savePlan(): Promise<void> {
    const newsletterAccepted = this.selections.receive_email === true;
    const user = this.deps.session.user;
    if (!user || user.isAnonymous) await this.deps.session.signInAnonymously(newsletterAccepted);
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
