import type { Handler } from './types.js';

/** `on` / `off` / `once` / `emit` as Stripe elements expose them. */
export class Emitter {
  private readonly handlers = new Map<string, Set<Handler>>();

  on(event: string, handler: Handler): void {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler);
  }

  off(event: string, handler?: Handler): void {
    if (handler) this.handlers.get(event)?.delete(handler);
    else this.handlers.delete(event);
  }

  once(event: string, handler: Handler): void {
    const wrapper: Handler = (...args) => {
      this.off(event, wrapper);
      return handler(...args);
    };
    this.on(event, wrapper);
  }

  hasListeners(event: string): boolean {
    return (this.handlers.get(event)?.size ?? 0) > 0;
  }

  emit(event: string, payload: unknown): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) {
      try {
        handler(payload);
      } catch (error) {
        setTimeout(() => {
          throw error;
        });
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
