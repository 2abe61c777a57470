import { z } from 'zod';
import { AppError, notFound } from '../../domain/app-error';
import type { AuthIdentity } from '../../domain/auth-identity';
import { DEFAULT_COUNTRY } from '../../domain/country';
import type { Language } from '../../contract/languages';
import type { OnboardingAnswers } from '../../contract/onboarding-answers';
import { initialWeightEntry, toPersonal } from '../../domain/onboarding-personal.mapping';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import { restoreStoredView } from '../../domain/subscription-view.mapping';
import type { UserRecord } from '../../domain/user-record';
import { newUserRecord, syncUserRecord } from '../../domain/user-record';
import type { Clock } from '../../adapters/clock/clock.port';
import type { IapLogService } from './iap-log.service';
import { apiSource } from './iap-log.service';
import type { Database } from '../../adapters/database/database.port';
import type { KnownPurchaseFacts } from '../../adapters/purchases/contract-facts.port';

export const userPath = (uid: string, ...rest: string[]): string => {
  // Firebase uids never contain these; refusing them keeps a uid from addressing another path.
  if (!/^[^/.#$[\]]{1,128}$/.test(uid))
    throw new AppError('invalid', 'invalid-request', 'Invalid user id');
  return ['users', uid, ...rest].join('/');
};

// A record another client wrote may lack base fields; they read as these defaults.
const storedUser = z.looseObject({
  providerData: z.looseObject({
    email: z.string().optional().catch(undefined),
    providerId: z.string(),
    isAnonymous: z.boolean(),
    emailVerified: z.boolean().catch(false),
  }),
  created: z.string().catch(''),
  lang: z.string().catch('en'),
  country: z.string().catch(DEFAULT_COUNTRY),
  appVersion: z.string().catch(''),
  isWebUser: z.boolean().catch(false),
  rv: z.number().catch(0),
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface SignInInput {
  identity: AuthIdentity;
  lang: Language;
  country: string;
  newsletter: boolean;
}

export interface OnboardingInput {
  answers: OnboardingAnswers;
  newsletterAccepted: boolean;
  email?: string;
}

export class UsersService {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly iapLog: IapLogService,
  ) {}

  /** Creates users/{uid} exactly once, however many sign-ins race; later calls sync provider data. */
  async signIn(input: SignInInput): Promise<{ created: boolean; user: UserRecord }> {
    const fresh = newUserRecord({ ...input, now: this.clock.now() });
    let created = false;
    const result = await this.database.transaction(userPath(input.identity.uid), (current) => {
      // The last call of this function is the one that committed.
      created = !isObject(current);
      return isObject(current) ? syncUserRecord(current, fresh) : fresh;
    });
    return { created, user: result.value as UserRecord };
  }

  async getUser(uid: string): Promise<UserRecord | null> {
    const parsed = storedUser.safeParse(await this.database.get(userPath(uid)));
    // Records are written by this service (and the apps); the schema checks what is read here.
    return parsed.success ? (parsed.data as UserRecord) : null;
  }

  /**
   * Writes the onboarding answers as personal data in one multi-path update. onboardingActive
   * becomes false: the questionnaire is complete, so the apps must not run onboarding again.
   * The fasting plan and its history (spec 02 §3: cleared client-side) are removed with it: they
   * were made from the answers now replaced, and the app makes a new plan from the new ones. The
   * web client clears them through this call, as the database rules let no client write there.
   */
  async saveOnboarding(uid: string, input: OnboardingInput): Promise<void> {
    const user = await this.getUser(uid);
    if (!user) throw notFound('User record not found: sign in first');
    const personal = toPersonal(input.answers, user.country);
    const patch: Record<string, unknown> = {
      // Field by field, so personal data written elsewhere (the name) survives.
      'personal/gender': personal.gender,
      'personal/personalGoals': personal.personalGoals,
      'personal/initialExperience': personal.initialExperience,
      'personal/goalWeight': personal.goalWeight,
      'personal/height': personal.height,
      'personal/unitSystem': personal.unitSystem,
      'personal/unitSystemWater': personal.unitSystemWater,
      'personal/age': personal.age ?? null,
      'personal/ageRange': personal.ageRange ?? null,
      'stats/weight': [initialWeightEntry(input.answers, this.clock.now())],
      newsletter: input.newsletterAccepted,
      onboardingActive: false,
      fastingPlan: null,
      planHistory: null,
      ...(input.email ? { newsletterEmail: input.email.toLowerCase() } : {}),
    };
    await this.database.update(userPath(uid), patch);
  }

  async getSubscription(uid: string): Promise<SubscriptionView | null> {
    return restoreStoredView(await this.database.get(userPath(uid, 'subscription')));
  }

  /**
   * Records a subscription a route read from its provider through the webhooks' path (view and
   * iapLog entry together), so spec 02 §4.3 agrees with what was just paid or changed.
   */
  async saveSubscription(
    uid: string,
    view: SubscriptionView,
    known?: KnownPurchaseFacts,
  ): Promise<void> {
    userPath(uid);
    await this.iapLog.recordSubscription(uid, view, apiSource(view), known);
  }
}
