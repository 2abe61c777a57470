import { type Schema, z } from '@fastwell/contract/zod';

/**
 * The one place that talks HTTP to /api. Errors arrive as { error: { code, message } }; every
 * other answer is checked against the contract's answer schema of its route.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The whole answer body (402 answers carry a clientSecret beside the error). */
    readonly payload: unknown = null,
    /** Seconds the server asks to wait before trying again (429's Retry-After header). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type TokenProvider = () => Promise<string | null>;
type RequestOptions = { auth?: boolean; noCache?: boolean };
/** Told of an answer that does not match its schema (the caller gets the ApiError too). */
export type InvalidAnswerListener = (error: ApiError) => void;

/** A 2xx answer the contract does not describe: handled like a server error (5xx). */
export const INVALID_ANSWER = 'invalid-answer';

export const NOT_LOGGED_IN_MESSAGE = 'Error getting firebase token id: You are not logged in!';

export class ApiClient {
  constructor(
    private readonly getToken: TokenProvider,
    private readonly baseUrl = '/api',
    private readonly onInvalidAnswer: InvalidAnswerListener = () => undefined,
  ) {}

  get<T>(path: string, answer: Schema<T>, options: RequestOptions = {}): Promise<T> {
    return this.request('GET', path, undefined, answer, options);
  }

  post<T>(
    path: string,
    body: unknown,
    answer: Schema<T>,
    options: RequestOptions = {},
  ): Promise<T> {
    return this.request('POST', path, body, answer, options);
  }

  private async request<T>(
    method: string,
    path: string,
    body: unknown,
    answer: Schema<T>,
    options: RequestOptions,
  ): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.noCache) headers['Cache-Control'] = 'no-cache';
    if (options.auth !== false) {
      const token = await this.getToken();
      if (!token) throw new ApiError(401, 'unauthenticated', NOT_LOGGED_IN_MESSAGE);
      headers.Authorization = `Bearer ${token}`;
    }
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        cache: options.noCache ? 'no-store' : 'default',
      });
    } catch (error) {
      throw new ApiError(
        0,
        'network-error',
        error instanceof Error ? error.message : 'Network error',
      );
    }
    const payload: unknown = await response.json().catch(() => null);
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
    const parsed = z.safeParse(answer, payload);
    if (parsed.success) return parsed.data;
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
