import { resourceMissing } from '../http/api-error.js';

/** An insertion-ordered map of one kind of Stripe object. */
export class Collection<T extends { id: string }> {
  private readonly items = new Map<string, T>();

  constructor(readonly kind: string) {}

  get(id: string): T | undefined {
    return this.items.get(id);
  }

  /** The object, or Stripe's resource_missing error (404 for the path id, 400 for a parameter). */
  require(id: string, param?: string): T {
    const item = this.items.get(id);
    if (!item) throw resourceMissing(this.kind, id, param, param ? 400 : 404);
    return item;
  }

  put(item: T): T {
    this.items.set(item.id, item);
    return item;
  }

  has(id: string): boolean {
    return this.items.has(id);
  }

  values(): T[] {
    return [...this.items.values()];
  }

  clear(): void {
    this.items.clear();
  }
}
