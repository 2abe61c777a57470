import { AppError } from '../../domain/app-error';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import type { Clock } from '../../adapters/clock/clock.port';
import type { Database } from '../../adapters/database/database.port';
import type {
  ProviderName,
  ProviderSubscription,
  SubscriptionProvider,
} from '../../adapters/providers/subscription-provider.port';
import type { PayPalBindingsRepository } from './paypal-bindings.repository';
import type { PayPalPausesRepository } from './paypal-pauses.repository';
import type { StripeCustomersService } from './stripe-customers.service';
import type { UsersService } from './users.service';
import { configured } from './not-configured';
import { userPath } from './users.service';

/** The user's subscription as its provider has it now. */
export interface CurrentSubscription {
  provider: ProviderName;
  id: string;
  view: SubscriptionView;
}

export interface CurrentSubscriptionDeps {
  providers: Record<ProviderName, SubscriptionProvider | null>;
  customers: StripeCustomersService | null;
  /** The server's PayPal bindings: their metadata completes a PayPal view. */
  bindings: PayPalBindingsRepository;
  /** A PayPal pause ends on the date its record says (the view shows it). */
  pauses: PayPalPausesRepository;
  users: UsersService;
  database: Database;
  clock: Clock;
  /** A PayPal subscription held for a cancellation shows as cancelled at period end. */
  holds?: { viewOf(view: SubscriptionView): Promise<SubscriptionView> };
}

const noSubscription = (): AppError =>
  new AppError('not-found', 'no-subscription', 'The user has no subscription');

/**
 * Finds the subscription recorded at users/{uid}/subscription (or, before anything was recorded,
 * the one createSubscription started) and reads it from its provider, checking it is this user's.
 * Loading writes nothing; refresh() re-reads after a change and records the view.
 */
export class CurrentSubscriptionService {
  constructor(private readonly deps: CurrentSubscriptionDeps) {}

  async load(uid: string): Promise<CurrentSubscription> {
    const { provider, id } = await this.locate(uid);
    return provider === 'paypal' ? this.loadPayPal(uid, id) : this.loadStripe(uid, id);
  }

  /** Which provider carries the user's subscription (read from the record, not the provider). */
  async providerOf(uid: string): Promise<ProviderName> {
    return (await this.locate(uid)).provider;
  }

  /** The provider that carries `current`: what the use cases ask to act on it. */
  provider(current: { provider: ProviderName }): SubscriptionProvider {
    return configured(this.deps.providers[current.provider], current.provider);
  }

  /** Reads the subscription again after a change and records it at users/{uid}/subscription. */
  async refresh(uid: string, current: CurrentSubscription): Promise<SubscriptionView> {
    const fresh =
      current.provider === 'paypal'
        ? await this.loadPayPal(uid, current.id)
        : await this.loadStripe(uid, current.id);
    await this.deps.users.saveSubscription(uid, fresh.view);
    return fresh.view;
  }

  /** A PayPal subscription bound to `uid`, whether or not its record names it (§312k lookups). */
  async loadPayPalOf(uid: string, id: string): Promise<CurrentSubscription> {
    return this.loadPayPal(uid, id);
  }

  /**
   * The user's card subscription as another port reads it (one read, with what that port needs),
   * checked to be this user's; null when the user's subscription is PayPal's.
   */
  async loadStripeVia<T extends { subscription: ProviderSubscription }>(
    uid: string,
    retrieve: (id: string) => Promise<T | null>,
  ): Promise<T | null> {
    const { provider, id } = await this.locate(uid);
    if (provider === 'paypal') return null;
    const found = await retrieve(id);
    if (!found) throw noSubscription();
    await this.assertStripeOwner(uid, found.subscription.owner, found.subscription.view);
    return found;
  }

  private async locate(uid: string): Promise<{ provider: ProviderName; id: string }> {
    const stored = await this.deps.users.getSubscription(uid);
    if (stored?.provider === 'paypal') return { provider: 'paypal', id: stored.id };
    const pending = stored
      ? null
      : await this.deps.database.get(userPath(uid, 'pendingSubscriptionId'));
    const id = stored?.id ?? (typeof pending === 'string' ? pending : null);
    if (!id) throw noSubscription();
    return { provider: 'stripe', id };
  }

  private async loadStripe(uid: string, id: string): Promise<CurrentSubscription> {
    const found = await this.provider({ provider: 'stripe' }).retrieve(id);
    if (!found) throw noSubscription();
    await this.assertStripeOwner(uid, found.owner, found.view);
    return { provider: 'stripe', id, view: found.view };
  }

  /** A subscription made before its metadata named the user belongs to the user's customer. */
  private async assertStripeOwner(
    uid: string,
    owner: string | null,
    view: SubscriptionView,
  ): Promise<void> {
    if (owner === uid) return;
    const customer = await this.deps.customers?.storedCustomerId(uid);
    if (!customer || customer !== view.customer) throw noSubscription();
  }

  private async loadPayPal(uid: string, id: string): Promise<CurrentSubscription> {
    const [found, binding, pause] = await Promise.all([
      this.provider({ provider: 'paypal' }).retrieve(id),
      this.deps.bindings.get(id),
      this.deps.pauses.get(id),
    ]);
    if (!found || found.owner !== uid) throw noSubscription();
    const view = withPauseEnd(
      { ...found.view, metadata: { ...binding?.metadata, ...found.view.metadata } },
      pause?.resumesAt ?? null,
    );
    return { provider: 'paypal', id, view: (await this.deps.holds?.viewOf(view)) ?? view };
  }
}

/** A PayPal suspension is open-ended; the subscriber's pause record says when it ends. */
function withPauseEnd(view: SubscriptionView, resumesAt: string | null): SubscriptionView {
  if (!view.pause_collection || !resumesAt) return view;
  return {
    ...view,
    pause_collection: {
      ...view.pause_collection,
      resumes_at: Math.floor(Date.parse(resumesAt) / 1000),
    },
  };
}
