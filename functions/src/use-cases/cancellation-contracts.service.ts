import type Stripe from 'stripe';
import type { Clock } from '../adapters/clock/clock';
import type { Identity } from '../adapters/identity/identity.port';
import { toSubscriptionView } from '../adapters/stripe/stripe-subscription-view';
import { AppError } from '../domain/app-error';
import {
  contractEndsAt,
  contractsForReference,
  publicCancellationStep,
} from '../domain/public-cancellation.rules';
import type { SubscriptionView } from '../domain/subscription-view.mapping';
import type { UsersService } from './users.service';
import type {
  CurrentSubscription,
  CurrentSubscriptionService,
} from './current-subscription.service';

/** One contract of the address as the cancellation left it. */
export interface CancelledContract {
  provider: 'stripe' | 'paypal';
  id: string;
  /** The account it belongs to, when known (Stripe metadata or the account of the address). */
  uid: string | null;
  outcome: 'canceled' | 'already-canceled';
  /** ISO end of the paid period: when the contract ends. */
  endsAt: string | null;
  view: SubscriptionView;
}

interface FoundContract {
  uid: string | null;
  /** The account's recorded subscription: its view at users/{uid}/subscription is refreshed. */
  recorded: boolean;
  current: CurrentSubscription;
}

/** Statuses of a Stripe subscription that is no contract any more. */
const STRIPE_ENDED: readonly string[] = ['canceled', 'incomplete_expired'];
const PAYPAL_REASON = 'Cancelled online without login (§312k BGB)';

/**
 * §312k: finds the contracts of an address (the account signed up with it, either provider; and
 * Stripe customers with that e-mail) and cancels each at the end of its paid period: Stripe
 * `cancel_at_period_end`, PayPal's cancel (final at PayPal; the paid cycle still runs to its end).
 */
export class CancellationContractsService {
  constructor(
    private readonly deps: {
      identity: Identity;
      current: CurrentSubscriptionService;
      users: UsersService;
      stripe: Stripe | null;
      clock: Clock;
    },
  ) {}

  async cancelAll(
    email: string,
    reference: string | undefined,
    cancellationId: string,
  ): Promise<CancelledContract[]> {
    const found = contractsForReference(await this.find(email), reference);
    const contracts: CancelledContract[] = [];
    for (const contract of found) {
      const step = publicCancellationStep(contract.current.view);
      if (step === 'ended') continue;
      const view =
        step === 'cancel' ? await this.cancel(contract, cancellationId) : contract.current.view;
      contracts.push({
        provider: view.provider,
        id: view.id,
        uid: contract.uid,
        outcome: step === 'cancel' ? 'canceled' : 'already-canceled',
        endsAt: contractEndsAt(view),
        view,
      });
    }
    return contracts;
  }

  private async find(email: string): Promise<(FoundContract & { id: string })[]> {
    const found = new Map<string, FoundContract & { id: string }>();
    const account = await this.deps.identity.findUserByEmail(email);
    if (account) {
      const current = await this.accountSubscription(account.uid);
      if (current)
        found.set(current.view.id, {
          id: current.view.id,
          uid: account.uid,
          recorded: true,
          current,
        });
    }
    for (const subscription of await this.stripeSubscriptionsOf(email)) {
      if (found.has(subscription.id)) continue;
      const view = toSubscriptionView(subscription, this.deps.clock.now());
      const uid = subscription.metadata.uid || null;
      const recorded = uid ? await this.deps.users.getSubscription(uid) : null;
      found.set(subscription.id, {
        id: subscription.id,
        uid,
        recorded: recorded?.id === subscription.id,
        current: { provider: 'stripe', subscription, view },
      });
    }
    return [...found.values()];
  }

  private async accountSubscription(uid: string): Promise<CurrentSubscription | null> {
    try {
      return await this.deps.current.load(uid);
    } catch (error) {
      if (error instanceof AppError && error.code === 'no-subscription') return null;
      throw error;
    }
  }

  /** Live subscriptions of the Stripe customers that have this e-mail (Stripe matches it exactly). */
  private async stripeSubscriptionsOf(email: string): Promise<Stripe.Subscription[]> {
    const { stripe } = this.deps;
    if (!stripe) return [];
    const customers = await stripe.customers.list({ email, limit: 10 });
    const lists = await Promise.all(
      customers.data.map((customer) =>
        stripe.subscriptions.list({ customer: customer.id, status: 'all', limit: 20 }),
      ),
    );
    return lists
      .flatMap((list) => list.data)
      .filter((subscription) => !STRIPE_ENDED.includes(subscription.status));
  }

  private async cancel(contract: FoundContract, cancellationId: string): Promise<SubscriptionView> {
    const { current } = contract;
    if (current.provider === 'paypal') {
      await this.deps.current.paypal().subscriptionAction(current.id, 'cancel', PAYPAL_REASON);
    } else {
      await this.deps.current.stripe().subscriptions.update(current.subscription.id, {
        cancel_at_period_end: true,
        cancellation_details: { comment: `§312k cancellation ${cancellationId}` },
      });
    }
    if (contract.recorded && contract.uid) return this.deps.current.refresh(contract.uid, current);
    if (current.provider === 'paypal') return current.view;
    const fresh = await this.deps.current.stripe().subscriptions.retrieve(current.subscription.id);
    return toSubscriptionView(fresh, this.deps.clock.now());
  }
}
