import type { z } from '../zod';
import { nothingSchema } from '../zod';

/** Every route of the API lives under this prefix (the Hosting rewrite forwards the full path). */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call: `bearer` needs a Firebase ID token, `public` none (rate-limited per address
 * where listed in functions/src/api/rate-limited-routes.ts), `signature` is a provider's webhook.
 */
export type EndpointAuth = 'bearer' | 'public' | 'signature';

/** The 2xx status of a served answer; 204 answers no body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

/**
 * One route of the API. `path` is the full path a caller requests, with `:name` for each path
 * parameter. `body` (POST) and `query` (GET) are what the server parses; null: it reads none (a
 * POST still carries `{}`). `answer` is the 2xx body the web checks. `paymentRequired`: the route
 * may answer 402 with a client secret to confirm instead (spec 02 §8).
 */
export interface Endpoint<
  P extends string = string,
  B extends z.ZodMiniType | null = z.ZodMiniType | null,
  Q extends z.ZodMiniType | null = z.ZodMiniType | null,
  A extends z.ZodMiniType = z.ZodMiniType,
  R extends boolean = boolean,
> {
  readonly method: HttpMethod;
  readonly path: P;
  readonly auth: EndpointAuth;
  readonly body: B;
  readonly query: Q;
  readonly answer: A;
  readonly status: SuccessStatus;
  readonly paymentRequired: R;
}

type Options<B, Q, R> = {
  auth: EndpointAuth;
  body?: B;
  query?: Q;
  status?: SuccessStatus;
  paymentRequired?: R;
};

function endpoint<
  P extends string,
  A extends z.ZodMiniType,
  B extends z.ZodMiniType | null,
  Q extends z.ZodMiniType | null,
  R extends boolean,
>(method: HttpMethod, path: P, answer: A, options: Options<B, Q, R>): Endpoint<P, B, Q, A, R> {
  return {
    method,
    path,
    auth: options.auth,
    body: options.body ?? (null as B),
    query: options.query ?? (null as Q),
    answer,
    status: options.status ?? 200,
    paymentRequired: options.paymentRequired ?? (false as R),
  };
}

/** A GET route: its query schema, if any, in `options.query`. */
export const get = <
  P extends string,
  A extends z.ZodMiniType,
  Q extends z.ZodMiniType | null = null,
>(
  path: P,
  answer: A,
  options: Options<null, Q, false>,
) => endpoint<P, A, null, Q, false>('GET', path, answer, options);

/** A POST route: its body schema, if the server reads one, in `options.body`. */
export const post = <
  P extends string,
  A extends z.ZodMiniType,
  B extends z.ZodMiniType | null = null,
  R extends boolean = false,
>(
  path: P,
  answer: A,
  options: Options<B, null, R>,
) => endpoint<P, A, B, null, R>('POST', path, answer, options);

/** The names of a path's `:name` parameters. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { readonly [Name in ParamNames<P>]: string };

/** Whether an endpoint's path has parameters. */
export type HasParams<E extends Endpoint> = [ParamNames<E['path']>] extends [never] ? false : true;

/** What a caller sends: the body schema's input (nothing when the server reads none). */
export type BodyOf<E extends Endpoint> = E['body'] extends z.ZodMiniType
  ? z.input<E['body']>
  : undefined;
export type QueryOf<E extends Endpoint> = E['query'] extends z.ZodMiniType
  ? z.input<E['query']>
  : undefined;
/** What the server answers (the input of the answer schema) and the web reads (its output). */
export type AnswerSent<E extends Endpoint> = z.input<E['answer']>;
export type AnswerOf<E extends Endpoint> = z.output<E['answer']>;

/** The path with its parameters filled in (each URI-encoded). */
export function pathOf<P extends string>(
  endpoint: Pick<Endpoint<P>, 'path'>,
  params: PathParams<P>,
): string {
  const values: Readonly<Record<string, string>> = params;
  return endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

/** 204: no body. */
export const noAnswerSchema = nothingSchema;
