/** One HTTP exchange as a browser sees it: an answer with a status, or no answer at all. */
export type CallResult =
  | { ok: true; status: number; body: unknown; location: string | null }
  | { ok: false; status: number | null; body: unknown; error: string; location: string | null };

export interface CallOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  /** JSON body (object) or a form (URLSearchParams). */
  body?: object | URLSearchParams;
  /** A browser waits long; the visitor gives up after this. */
  timeoutMs?: number;
  /** Redirects are answered, not followed (the Location is the result). */
  manualRedirect?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error text of an API answer: `{ error: { code, message } }` (ours and Stripe's) or PayPal's `name`. */
export function errorCode(body: unknown): string {
  if (!isRecord(body)) return 'unknown';
  const error = body.error;
  if (isRecord(error)) {
    const code = error.code ?? error.type;
    return typeof code === 'string' ? code : 'unknown';
  }
  return typeof body.name === 'string' ? body.name : 'unknown';
}

export async function call(url: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body instanceof URLSearchParams) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = options.body.toString();
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: options.manualRedirect ? 'manual' : 'follow',
      signal: AbortSignal.timeout(options.timeoutMs ?? 90_000),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      status: null,
      body: null,
      error: name === 'TimeoutError' ? 'timeout' : `network: ${message}`,
      location: null,
    };
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // HTML pages (hosted Checkout, 3-D Secure, approval) stay text.
  }
  const location = response.headers.get('location');
  const ok = response.status < 400;
  if (ok) return { ok, status: response.status, body: parsed, location };
  return {
    ok,
    status: response.status,
    body: parsed,
    error: `${response.status} ${errorCode(parsed)}`,
    location,
  };
}

/** Worth clicking again: no answer, a 5xx or a 429. A 4xx other than 429 will not change. */
export const isTransient = (result: CallResult): boolean =>
  !result.ok && (result.status === null || result.status >= 500 || result.status === 429);

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** Counts of the calls a visitor had to repeat, by call name, shared by a whole run. */
export class RetryLog {
  readonly retries: Record<string, number> = {};
  readonly failures: Record<string, number> = {};

  retried(name: string): void {
    this.retries[name] = (this.retries[name] ?? 0) + 1;
  }

  failed(name: string, result: CallResult): void {
    if (result.ok) return;
    const key = `${name}: ${result.error}`;
    this.failures[key] = (this.failures[key] ?? 0) + 1;
  }

  /**
   * Calls `attempt` until it answers or stops being transient, at most `tries` times, `pauseMs`
   * apart (the visitor reading the error and clicking again). Answers the last result.
   */
  async repeat(
    name: string,
    tries: number,
    pauseMs: number,
    attempt: () => Promise<CallResult>,
  ): Promise<CallResult> {
    let result = await attempt();
    for (let left = tries - 1; left > 0 && isTransient(result); left -= 1) {
      this.failed(name, result);
      this.retried(name);
      await sleep(pauseMs);
      result = await attempt();
    }
    if (!result.ok) this.failed(name, result);
    return result;
  }
}
