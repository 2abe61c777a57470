import { onboardingAnswersSchema } from '../onboarding-answers';
import { z } from '../zod';
import { optionalEmailSchema } from './fields';

/** POST /api/user/onboardingData: the questionnaire's answers (a wrong one answers invalid-data). */
export const onboardingBodySchema = z.object({
  onboardingData: onboardingAnswersSchema,
  newsletterAccepted: z.optional(z.boolean()),
  email: optionalEmailSchema,
});
export type OnboardingRequest = z.input<typeof onboardingBodySchema>;

/** The part of users/{uid} the web reads back (GET /api/user/profile); other fields pass through. */
export const userProfileSchema = z.looseObject({
  providerData: z.optional(
    z.looseObject({
      email: z.optional(z.nullable(z.string())),
      isAnonymous: z.optional(z.boolean()),
      providerId: z.optional(z.string()),
    }),
  ),
  personal: z.optional(z.record(z.string(), z.unknown())),
  subscription: z.optional(z.unknown()),
  newsletter: z.optional(z.boolean()),
  newsletterEmail: z.optional(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
export const profileAnswerSchema = z.object({ user: z.nullable(userProfileSchema) });
