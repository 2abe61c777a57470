import {
  cancellationBodySchema,
  type CancellationInput,
  type CancellationReceipt,
  cancellationReceiptSchema,
  restoreCancellationBodySchema,
} from '@fastwell/contract/api/cancellations';
import { cancellationEndpoints } from '@fastwell/contract/endpoints/public.endpoints';
import { z } from '@fastwell/contract/zod';
import { type CancellationDraft, readDraft } from '../domain/cancellation-form';
import { ApiError, type ApiClient } from './api-client';

/** Session storage keys: the form's draft (until sent) and the receipt (the confirmation page). */
export const CANCELLATION_DRAFT_KEY = 'fastwell.cancel.draft';
export const CANCELLATION_RECEIPT_KEY = 'fastwell.cancel.receipt';

function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The §312k cancellation without sign-in: POST /api/cancellations and its restore link (both
 * public, no Bearer), and what the tab keeps so a reload loses nothing typed or received.
 */
export class CancellationApi {
  constructor(
    private readonly api: ApiClient,
    private readonly storage: Storage | null = tabStorage(),
  ) {}

  /** Sends the cancellation; the body is checked against the contract before it leaves. */
  async submit(input: CancellationInput): Promise<CancellationReceipt> {
    const body = z.safeParse(cancellationBodySchema, input);
    if (!body.success) throw new ApiError(400, 'invalid-data', body.error.message);
    const answer = await this.api.call(cancellationEndpoints.submitCancellation, input);
    return answer.cancellation;
  }

  /** Keeps the subscription (the e-mail's "this was not me" link); answers when it renews. */
  async restore(token: string): Promise<string | null> {
    const body = z.safeParse(restoreCancellationBodySchema, { token });
    if (!body.success) throw new ApiError(400, 'restore-link-invalid', body.error.message);
    const answer = await this.api.call(cancellationEndpoints.restoreCancellation, { token });
    return answer.restored.renewsAt;
  }

  loadDraft(): CancellationDraft | null {
    const saved = this.read(CANCELLATION_DRAFT_KEY);
    return saved === null ? null : readDraft(saved);
  }

  saveDraft(draft: CancellationDraft): void {
    this.write(CANCELLATION_DRAFT_KEY, draft);
  }

  clearDraft(): void {
    this.remove(CANCELLATION_DRAFT_KEY);
  }

  loadReceipt(): CancellationReceipt | null {
    const parsed = z.safeParse(cancellationReceiptSchema, this.read(CANCELLATION_RECEIPT_KEY));
    return parsed.success ? parsed.data : null;
  }

  saveReceipt(receipt: CancellationReceipt): void {
    this.write(CANCELLATION_RECEIPT_KEY, receipt);
  }

  clearReceipt(): void {
    this.remove(CANCELLATION_RECEIPT_KEY);
  }

  private read(key: string): unknown {
    try {
      const text = this.storage?.getItem(key);
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      return null;
    }
  }

  private write(key: string, value: unknown): void {
    try {
      this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Private mode or full storage: the page keeps working from memory.
    }
  }

  private remove(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // see write()
    }
  }
}
