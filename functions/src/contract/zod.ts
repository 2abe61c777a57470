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
