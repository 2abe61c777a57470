import * as z from 'zod/mini';

// The contract's one zod instance, for the web and the functions alike.
// zod/mini: the functional, tree-shakable API (checks are functions, `z.optional(schema)`),
// so the first screen carries only the schemas it uses, not every method of every type.
// zod probes `Function('')` to compile faster parsers; the site's Content-Security-Policy has no
// 'unsafe-eval', so every schema in the web app uses this configured instance.
z.config({ jitless: true });

export { z };

/** A schema whose parse gives T (what the web checks an answer with). */
export type Schema<T> = z.ZodMiniType<T, unknown>;

// The helpers below give what z._default, z.iso.datetime and z.undefined give, from pieces the
// first screen's zod chunk already carries: zod's classes sit in one chunk every screen loads, so
// a class only a later screen's schema uses (ZodDefault, ZodISODateTime, ZodUndefined: ~0.6 KB
// gzip together) would still load with the first screen.

/** `schema`, or `fallback` when the value is missing (what z._default does). */
export function withDefault<T>(schema: Schema<T>, fallback: T) {
  return z.pipe(
    z.optional(schema),
    z.transform((value: T | undefined) => value ?? fallback),
  );
}

/** An ISO 8601 date-time in UTC, e.g. 2026-11-29T10:00:00.000Z (z.iso.datetime()'s format). */
export const isoDateTimeSchema = z
  .string()
  .check(z.regex(/^\d{4}-(0\d|1[0-2])-([0-2]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d+)?Z$/));

/** Nothing: the answer of a 204 (what z.undefined() checks). */
export const nothingSchema = z.custom<undefined>((value) => value === undefined);
