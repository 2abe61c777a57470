/** One delivery attempt of one event to one endpoint. */
export interface DeliveryAttempt {
  event_id: string;
  event_type: string;
  endpoint_id: string;
  url: string;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /** The receiver's HTTP status, or null when it could not be reached. */
  status: number | null;
  /** Network error or timeout message, else null. */
  error: string | null;
  /** 2xx answer. */
  succeeded: boolean;
  /** Wall-clock time of the attempt (ISO 8601). */
  attempted_at: string;
  duration_ms: number;
}

/** Every delivery attempt in the order they were made. */
export class DeliveryLog {
  private readonly attempts: DeliveryAttempt[] = [];

  record(attempt: DeliveryAttempt): void {
    this.attempts.push(attempt);
  }

  list(filter: { eventId?: string; url?: string } = {}): DeliveryAttempt[] {
    return this.attempts.filter(
      (attempt) =>
        (!filter.eventId || attempt.event_id === filter.eventId) &&
        (!filter.url || attempt.url === filter.url),
    );
  }

  clear(): void {
    this.attempts.length = 0;
  }
}
