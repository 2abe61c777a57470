import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { processed } from '../../domain/webhook-events.rules';
import type { WebhookOutcome } from '../../domain/webhook-events.rules';
import { systemClock } from '../../adapters/clock/system-clock.adapter';
import { FileDatabaseAdapter } from '../../adapters/database/file-database.adapter';
import type { Logger } from '../../adapters/logger/logger.port';
import { WebhookEventsRepository } from './webhook-events.repository';
import { WebhookInbox } from './webhook-inbox.service';

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function inbox() {
  const dir = await mkdtemp(join(tmpdir(), 'fastwell-inbox-'));
  dirs.push(dir);
  const database = new FileDatabaseAdapter(join(dir, 'db.json'));
  const logger: Logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return {
    database,
    inbox: new WebhookInbox(new WebhookEventsRepository(database, systemClock), logger),
  };
}

const event = { id: 'evt_overlap000001', type: 'invoice.paid' };

describe('WebhookInbox', () => {
  it('handles overlapping deliveries of one event each: none is acknowledged unhandled', async () => {
    const { inbox: receiver, database } = await inbox();
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const handled: string[] = [];
    const first = receiver.receive('stripe', event, async () => {
      await slow;
      handled.push('first');
      return processed;
    });
    // The provider gave up waiting and delivers again while the first is still running.
    const retry = await receiver.receive('stripe', event, async () => {
      handled.push('retry');
      return processed;
    });
    expect(retry).toEqual({ received: true });
    release();
    await first;
    expect(handled).toEqual(['retry', 'first']);
    expect(await database.get(`webhookEvents/stripe/${event.id}`)).toMatchObject({
      status: 'done',
    });
  });

  it('a delivery whose handling failed (or whose instance died) leaves nothing: the next one handles it', async () => {
    const { inbox: receiver, database } = await inbox();
    await expect(
      receiver.receive('stripe', event, () => Promise.reject(new Error('Stripe unreachable'))),
    ).rejects.toMatchObject({ kind: 'failed', code: 'webhook-processing-failed' });
    expect(await database.get(`webhookEvents/stripe/${event.id}`)).toBeNull();
    // An entry an older version left behind while its handler died.
    await database.set(`webhookEvents/stripe/${event.id}`, { status: 'processing', claimId: 'x' });
    const handle = vi.fn(async (): Promise<WebhookOutcome> => processed);
    expect(await receiver.receive('stripe', event, handle)).toEqual({ received: true });
    expect(handle).toHaveBeenCalledOnce();
  });

  it('acknowledges an event handled before without handling it again', async () => {
    const { inbox: receiver } = await inbox();
    await receiver.receive(
      'paypal',
      { id: 'WH-DONE-0001', type: 'PAYMENT.SALE.COMPLETED' },
      async () => processed,
    );
    const handle = vi.fn(async (): Promise<WebhookOutcome> => processed);
    expect(
      await receiver.receive(
        'paypal',
        { id: 'WH-DONE-0001', type: 'PAYMENT.SALE.COMPLETED' },
        handle,
      ),
    ).toEqual({ received: true, duplicate: true });
    expect(handle).not.toHaveBeenCalled();
  });
});
