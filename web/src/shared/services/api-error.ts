/**
 * What a call to our API failed with: the server's { error: { code, message } }, a network
 * failure or an answer the contract does not describe. Its own module: stores that only read
 * errors keep the API client out of the first screen's chunk.
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

/** A 2xx answer the contract does not describe: handled like a server error (5xx). */
export const INVALID_ANSWER = 'invalid-answer';

export const NOT_LOGGED_IN_MESSAGE = 'Error getting firebase token id: You are not logged in!';
