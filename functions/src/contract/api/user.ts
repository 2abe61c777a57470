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
