import { eventAction, queueAction, type GateStatus } from './consent';

/**
 * Holds items behind one consent category: sends them while granted, keeps them in memory while
 * the choice is pending, and drops them when denied. The sink is the only side effect.
 */
export class ConsentGatedQueue<T> {
  private queue: T[] = [];

  constructor(
    private readonly send: (item: T) => void,
    private status: GateStatus = 'pending',
  ) {}

  get gate(): GateStatus {
    return this.status;
  }

  get queued(): number {
    return this.queue.length;
  }

  push(item: T): void {
    const action = eventAction(this.status, this.queue.length);
    if (action === 'send') this.send(item);
    else if (action === 'queue') this.queue.push(item);
  }

  setStatus(status: GateStatus): void {
    this.status = status;
    const action = queueAction(status);
    if (action === 'keep') return;
    const held = this.queue;
    this.queue = [];
    if (action === 'flush') held.forEach((item) => this.send(item));
  }
}
