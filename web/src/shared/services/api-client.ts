import {
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type HasParams,
  type PathParams,
  type QueryOf,
  pathOf,
} from '@fastwell/contract/endpoints/endpoint';
import { z } from '@fastwell/contract/zod';
import { ApiError, INVALID_ANSWER, NOT_LOGGED_IN_MESSAGE } from './api-error';

/**
 * The one place that talks HTTP to /api, through the contract's endpoint table. Errors arrive as
 * { error: { code, message } } (ApiError); every other answer is checked against the endpoint's
 * answer schema.
 */
export type TokenProvider = () => Promise<string | null>;

/** Path parameters when the path has some, the query when the endpoint reads one. */
export type CallOptions<E extends Endpoint> = { noCache?: boolean } & (HasParams<E> extends true
  ? { params: PathParams<E['path']> }
  : { params?: undefined }) &
  (E['query'] extends null ? { query?: undefined } : { query: QueryOf<E> });

type OptionsArg<E extends Endpoint> =
  Record<string, never> extends Omit<CallOptions<E>, 'noCache'>
    ? [options?: CallOptions<E>]
    : [options: CallOptions<E>];

/** The body (only where the server reads one), then the options. */
export type CallArgs<E extends Endpoint> =
  BodyOf<E> extends undefined ? OptionsArg<E> : [body: BodyOf<E>, ...OptionsArg<E>];
/** Told of an answer that does not match its schema (the caller gets the ApiError too). */
export type InvalidAnswerListener = (error: ApiError) => void;

export class ApiClient {
  constructor(
    private readonly getToken: TokenProvider,
    private readonly onInvalidAnswer: InvalidAnswerListener = () => undefined,
  ) {}

  /**
   * Calls one endpoint of the table: its method and path (parameters filled in), the Bearer
   * token where it needs one, the body typed by its body schema (a POST without one sends `{}`)
   * and the answer parsed with its answer schema.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<AnswerOf<E>> {
    const given: readonly unknown[] = endpoint.body ? args : [undefined, ...args];
    const body = given[0];
    const options = given[1] as
      { noCache?: boolean; params?: Readonly<Record<string, string>>; query?: object } | undefined;
    const path = pathOf(endpoint, options?.params ?? {});
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options?.query ?? {}))
      if (value !== undefined) query.set(key, String(value));
    const search = query.toString() ? `?${query.toString()}` : '';
    return this.request(
      endpoint,
      `${path}${search}`,
      endpoint.method === 'POST' ? (body ?? {}) : undefined,
      options?.noCache ?? false,
    );
  }

  private async request<E extends Endpoint>(
    endpoint: E,
    path: string,
    body: unknown,
    noCache: boolean,
  ): Promise<AnswerOf<E>> {
    const { method } = endpoint;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (noCache) headers['Cache-Control'] = 'no-cache';
    if (endpoint.auth === 'bearer') {
      const token = await this.getToken();
      if (!token) throw new ApiError(401, 'unauthenticated', NOT_LOGGED_IN_MESSAGE);
      headers.Authorization = `Bearer ${token}`;
    }
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: noCache ? 'no-store' : 'default',
      });
    } catch (error) {
      throw new ApiError(
        0,
        'network-error',
        error instanceof Error ? error.message : 'Network error',
      );
    }
    const payload: unknown =
      response.status === 204 ? undefined : await response.json().catch(() => null);
    if (!response.ok) {
      const error = readError(payload);
      throw new ApiError(
        response.status,
        error.code,
        error.message,
        payload,
        readRetryAfter(response.headers.get('Retry-After')),
      );
    }
    const parsed = z.safeParse(endpoint.answer, payload);
    if (parsed.success) return parsed.data as AnswerOf<E>;
    const route = `${method} ${path.split('?')[0]}`;
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`)
      .join('; ');
    const error = new ApiError(
      502,
      INVALID_ANSWER,
      `Invalid answer from ${route}: ${issues}`,
      payload,
    );
    this.onInvalidAnswer(error);
    throw error;
  }
}

function readError(payload: unknown): { code: string; message: string } {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const error = (payload as { error: { code?: unknown; message?: unknown } }).error;
    return {
      code: typeof error.code === 'string' ? error.code : 'unknown',
      message: typeof error.message === 'string' ? error.message : 'Request failed',
    };
  }
  return { code: 'unknown', message: 'Request failed' };
}

/** Retry-After in seconds (the API sends whole seconds, never an HTTP date). */
function readRetryAfter(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** The app's one API client: the signed-in user's token, malformed answers reported. */
export function apiClientOf(
  auth: { getIdToken: TokenProvider },
  analytics: { error: (name: string, error: unknown) => void },
): ApiClient {
  return new ApiClient(
    () => auth.getIdToken(),
    (error) => analytics.error('web_invalidApiAnswer', error),
  );
}
