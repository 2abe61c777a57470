import { z } from '../zod';

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
  /**
   * Spec 02 §4.13: the user is flagged (took a retention offer before): cancel anyway cancels at
   * once. Set by the server only.
   */
  specialOfferUsed: z.optional(z.boolean()),
});

export type UserProfile = z.infer<typeof userProfileSchema>;

export const profileAnswerSchema = z.object({ user: z.nullable(userProfileSchema) });
/** `{ ok: true }`: the answer of calls that only confirm. */
export const okAnswerSchema = z.object({ ok: z.boolean() });
