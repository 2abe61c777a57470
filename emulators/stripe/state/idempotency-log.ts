import type { JsonObject } from '../http/json.js';

export interface StoredResponse {
  fingerprint: string;
  status: number;
  body: JsonObject;
}

/** Remembers the first answer to each `Idempotency-Key` (scoped by API key). */
export class IdempotencyLog {
  private readonly responses = new Map<string, StoredResponse>();

  get(scope: string, key: string): StoredResponse | undefined {
    return this.responses.get(`${scope}\u0000${key}`);
  }

  set(scope: string, key: string, response: StoredResponse): void {
    this.responses.set(`${scope}\u0000${key}`, response);
  }

  clear(): void {
    this.responses.clear();
  }
}
