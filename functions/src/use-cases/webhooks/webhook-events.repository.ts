import type { WebhookEventRecord, WebhookProvider } from '../../domain/webhook-events.rules';
import { isHandled } from '../../domain/webhook-events.rules';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';

const eventPath = (provider: WebhookProvider, eventId: string): string =>
  `webhookEvents/${provider}/${eventId}`;

/**
 * Which provider events were handled to the end: `webhookEvents/{provider}/{eventId}` is
 * written once its handler finished, so later deliveries of it are acknowledged without work.
 * Nothing is written before or during handling: a handler that fails or dies leaves no trace,
 * and the provider's next delivery handles the event. Old entries are kept (a scheduled
 * cleanup may drop them after the providers' retry windows: Stripe 3 days, PayPal 3 days).
 */
export class WebhookEventsRepository {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  async isHandled(provider: WebhookProvider, eventId: string): Promise<boolean> {
    return isHandled(await this.database.get(eventPath(provider, eventId)));
  }

  async markHandled(
    provider: WebhookProvider,
    eventId: string,
    type: string,
    outcome: string,
  ): Promise<void> {
    const record: WebhookEventRecord = {
      status: 'done',
      type,
      doneAt: this.clock.now().toISOString(),
      outcome,
    };
    await this.database.set(eventPath(provider, eventId), record);
  }

  async get(provider: WebhookProvider, eventId: string): Promise<unknown> {
    return this.database.get(eventPath(provider, eventId));
  }
}
