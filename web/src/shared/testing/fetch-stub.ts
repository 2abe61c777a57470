import { vi } from 'vitest';

/** One answer of the stubbed API: a status and JSON body, or no connection at all. */
export type StubAnswer =
  { status: number; body: unknown; headers?: Record<string, string> } | 'offline';

/**
 * Replaces fetch with one that gives these answers in order (then a 500); `offline` rejects as a
 * browser without a connection does. Returns the mock, so tests can read what was sent.
 */
export function stubFetch(...answers: StubAnswer[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => {
    const answer = answers.shift() ?? { status: 500, body: {} };
    if (answer === 'offline') return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
