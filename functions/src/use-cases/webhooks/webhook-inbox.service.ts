import { AppError } from '../../domain/app-error';
import type { WebhookOutcome, WebhookProvider } from '../../domain/webhook-events.rules';
import { isHandledEvent, isValidEventId } from '../../domain/webhook-events.rules';
import type { Logger } from '../../adapters/logger/logger.port';
import type { WebhookEventsRepository } from './webhook-events.repository';

/** The 2xx answer to a provider: anything but 2xx makes it deliver the event again. */
export interface WebhookAnswer {
  received: true;
  ignored?: true;
  duplicate?: true;
  reason?: string;
}

/**
 * One verified event, start to end: allowlist, skip if it was handled before, handle, mark it
 * handled. Permanent problems end as 200 with a logged reason; anything thrown while handling
 * (provider or database unreachable) becomes a 500, so the provider delivers it again. Deliveries
 * of one event that overlap (a duplicate, or a retry after a timeout while the first is still
 * running) are each handled: acknowledging one unhandled would lose the event if the other
 * then failed or its instance died.
 */
export class WebhookInbox {
  constructor(
    private readonly events: WebhookEventsRepository,
    private readonly logger: Logger,
  ) {}

  async receive(
    provider: WebhookProvider,
    event: { id: string; type: string },
    handle: () => Promise<WebhookOutcome>,
  ): Promise<WebhookAnswer> {
    if (!isHandledEvent(provider, event.type)) return { received: true, ignored: true };
    if (!isValidEventId(event.id)) {
      throw new AppError('invalid', 'invalid-event', 'The event id is missing or malformed');
    }
    if (await this.events.isHandled(provider, event.id)) return { received: true, duplicate: true };
    let outcome: WebhookOutcome;
    try {
      outcome = await handle();
    } catch (error) {
      this.logger.error('Webhook processing failed; the provider will retry', {
        provider,
        eventId: event.id,
        type: event.type,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      throw new AppError('failed', 'webhook-processing-failed', 'The event could not be processed');
    }
    const summary = outcome.status === 'processed' ? 'processed' : `ignored: ${outcome.reason}`;
    await this.events.markHandled(provider, event.id, event.type, summary);
    if (outcome.status === 'processed') return { received: true };
    this.logger.warn('Webhook event ignored', {
      provider,
      eventId: event.id,
      type: event.type,
      reason: outcome.reason,
    });
    return { received: true, ignored: true, reason: outcome.reason };
  }
}
