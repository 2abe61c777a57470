import { z } from 'zod';
import { invalidRequest } from './api-error.js';
import type { FormObject } from './form-parser.js';

/** Zod building blocks for form-encoded Stripe parameters (every leaf arrives as a string). */
export const formInt = z.coerce.number().int();
export const formBool = z.enum(['true', 'false']).transform((value) => value === 'true');
export const formArray = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z.array(item),
  );
/**
 * Stripe's metadata limits (docs.stripe.com/metadata): 50 keys, a key up to 40 characters and
 * without square brackets, a value up to 500 characters.
 */
export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 } as const;

/** Stripe's message for metadata past its limits (the keys it would hold), or null. */
export function metadataProblem(metadata: Record<string, string>): string | null {
  const kept = Object.keys(metadata).filter((key) => metadata[key] !== '');
  if (kept.length > METADATA_LIMITS.keys)
    return `Metadata can have up to ${METADATA_LIMITS.keys} keys, but you've set ${kept.length}.`;
  for (const [key, value] of Object.entries(metadata)) {
    if (key.length > METADATA_LIMITS.keyLength || /[[\]]/.test(key))
      return `Invalid key: ${key} must be a string under ${METADATA_LIMITS.keyLength} characters without square brackets`;
    if (value.length > METADATA_LIMITS.valueLength)
      return `Invalid val: ${value.slice(0, 20)}... must be a string under ${METADATA_LIMITS.valueLength} characters`;
  }
  return null;
}

/** Marks an issue whose message is Stripe's own (parseParams answers it as is). */
const STRIPE_MESSAGE = { stripeMessage: true };

/** `metadata[key]=value`; an empty string value unsets the key on update. */
export const metadataParam = z
  .union([
    z.record(z.string(), z.string()).superRefine((metadata, context) => {
      const problem = metadataProblem(metadata);
      if (problem) context.addIssue({ code: 'custom', message: problem, params: STRIPE_MESSAGE });
    }),
    z.literal(''),
  ])
  .optional();
export const expandParam = formArray(z.string()).optional();
export const pageParams = {
  limit: formInt.optional(),
  starting_after: z.string().optional(),
  ending_before: z.string().optional(),
};

function bracketPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) => (index === 0 ? String(segment) : `[${String(segment)}]`))
    .join('');
}

/** Parses the request input or answers 400 invalid_request_error naming the parameter. */
export function parseParams<T extends z.ZodType>(schema: T, input: FormObject): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const param = issue ? bracketPath(issue.path) : undefined;
  if (issue?.code === 'custom' && issue.params?.stripeMessage === true)
    throw invalidRequest(issue.message, param);
  if (issue?.code === 'invalid_type' && issue.message.includes('received undefined')) {
    throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
  }
  throw invalidRequest(
    `Invalid value for ${param}: ${issue?.message ?? 'invalid'}`,
    param,
    'parameter_invalid',
  );
}

/** Applies Stripe's metadata update rules (merge; empty value deletes; `metadata=` clears). */
export function mergeMetadata(
  current: Record<string, string>,
  update: Record<string, string> | '' | undefined,
): Record<string, string> {
  if (update === undefined) return current;
  if (update === '') return {};
  const merged = new Map(Object.entries(current));
  for (const [key, value] of Object.entries(update)) {
    if (value === '') merged.delete(key);
    else merged.set(key, value);
  }
  return Object.fromEntries(merged);
}

export function createMetadata(
  metadata: Record<string, string> | '' | undefined,
): Record<string, string> {
  return mergeMetadata({}, metadata);
}
