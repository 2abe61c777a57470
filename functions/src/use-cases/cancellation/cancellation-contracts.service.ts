import type { Clock } from '../../adapters/clock/clock.port';
import type { Identity } from '../../adapters/identity/identity.port';
import type { SubscriptionsByEmail } from '../../adapters/providers/subscriptions-by-email.port';
import { AppError } from '../../domain/app-error';
import {
  contractEndsAt,
  contractsForReference,
  publicCancellationStep,
} from '../../domain/public-cancellation.rules';
import type { SubscriptionView } from '../../domain/subscription-view.mapping';
import { berlinDay, wishedContractEnd } from '../../domain/wished-contract-end.rules';
import type { CancellationScheduleService } from '../shared/cancellation-schedule.service';
import type { PayPalCancellationHolds } from '../shared/paypal-cancellation-hold.service';
import type { PayPalContractsFinder } from './paypal-contracts-finder.service';
import type { UsersService } from '../shared/users.service';
import type {
  CurrentSubscription,
  CurrentSubscriptionService,
} from '../shared/current-subscription.service';

/** One contract of the address as the cancellation left it. */
export interface CancelledContract {
  provider: 'stripe' | 'paypal';
  id: string;
  /** The account it belongs to, when known (Stripe metadata or the account of the address). */
  uid: string | null;
  /** scheduled: the wished end lies in a later period; it is cancelled at the renewal starting it. */
  outcome: 'canceled' | 'already-canceled' | 'scheduled';
  /** ISO: when the contract ends (the end of the paid period, or of the period with the wish). */
  endsAt: string | null;
  /** ISO, scheduled only: the renewal at which the cancellation is made at the provider. */
  cancelledAt?: string;
  view: SubscriptionView;
}

interface FoundContract {
  uid: string | null;
  /** The account's recorded subscription: its view at users/{uid}/subscription is refreshed. */
  recorded: boolean;
  current: CurrentSubscription;
}

/**
 * §312k: finds the contracts of an address (the account signed up with it, either provider; and
 * Stripe customers with that e-mail) and cancels each at the end of its paid period: Stripe
 * `cancel_at_period_end`, PayPal's cancel (final at PayPal; the paid cycle still runs to its end).
 * A wished end in a later period is scheduled instead (CancellationScheduleService).
 */
export class CancellationContractsService {
  constructor(
    private readonly deps: {
      identity: Identity;
      current: CurrentSubscriptionService;
      users: UsersService;
      /** Stripe's customers with the address; null when Stripe is not configured. */
      stripeContracts: SubscriptionsByEmail | null;
      clock: Clock;
      schedule: CancellationScheduleService;
      holds: PayPalCancellationHolds;
      /** PayPal contracts by their payer's address or reference (guest buyers, issue 32). */
      paypalContracts?: PayPalContractsFinder;
    },
  ) {}

  /** `request`: the address, the optional reference and wished end day (YYYY-MM-DD) as submitted. */
  async cancelAll(
    request: { email: string; reference?: string; endDate?: string },
    cancellationId: string,
  ): Promise<CancelledContract[]> {
    const found = contractsForReference(
      await this.find(request.email, request.reference),
      request.reference,
    );
    const contracts: CancelledContract[] = [];
    for (const contract of found) {
      const step = publicCancellationStep(contract.current.view);
      if (step === 'ended') continue;
      const { view } = contract.current;
      const base = { provider: view.provider, id: view.id, uid: contract.uid };
      if (step === 'already-canceled') {
        contracts.push({
          ...base,
          outcome: 'already-canceled',
          endsAt: contractEndsAt(view),
          view,
        });
        continue;
      }
      const pausedEnd =
        view.provider === 'paypal' && view.pause_collection !== null
          ? await this.deps.holds.holdPaused(view, { cancellationId, wishedDay: request.endDate })
          : null;
      if (pausedEnd) {
        const held = await this.recordedView(contract);
        contracts.push({
          ...base,
          outcome: 'canceled',
          endsAt: pausedEnd,
          cancelledAt: pausedEnd,
          view: held,
        });
        continue;
      }
      const wish = wishedContractEnd(view, contractEndsAt(view), request.endDate);
      if (wish.when === 'later-period' && request.endDate) {
        const kept = await this.deps.schedule.scheduleEarliest(view.id, {
          cancellationId,
          provider: view.provider,
          wishedDay: request.endDate,
          endsAt: wish.endsAt,
        });
        if (kept) {
          // An earlier submission already ends it no later: reported, not changed.
          contracts.push({ ...base, outcome: 'already-canceled', endsAt: kept.endsAt, view });
          continue;
        }
        contracts.push({
          ...base,
          outcome: 'scheduled',
          endsAt: wish.endsAt,
          // Stripe: cancelled at that renewal. PayPal: held from then, cancelled at the end.
          cancelledAt: view.provider === 'paypal' ? wish.endsAt : wish.lastPeriodStartsAt,
          view,
        });
        continue;
      }
      const endsAt = contractEndsAt(view);
      if (this.canHold(view, endsAt)) {
        await this.deps.holds.hold(view.id, {
          cancellationId,
          wishedDay: request.endDate ?? berlinDay(new Date(endsAt)),
          endsAt,
        });
        const held = await this.recordedView(contract);
        contracts.push({ ...base, outcome: 'canceled', endsAt, cancelledAt: endsAt, view: held });
        continue;
      }
      const cancelled = await this.cancel(contract, cancellationId);
      contracts.push({
        ...base,
        outcome: 'canceled',
        endsAt: contractEndsAt(cancelled),
        view: cancelled,
      });
    }
    return contracts;
  }

  private async find(
    email: string,
    reference?: string,
  ): Promise<(FoundContract & { id: string })[]> {
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
    for (const subscription of (await this.deps.stripeContracts?.find(email)) ?? []) {
      if (found.has(subscription.id)) continue;
      const uid = subscription.owner || null;
      const recorded = uid ? await this.deps.users.getSubscription(uid) : null;
      found.set(subscription.id, {
        id: subscription.id,
        uid,
        recorded: recorded?.id === subscription.id,
        current: { provider: 'stripe', id: subscription.id, view: subscription.view },
      });
    }
    for (const contract of await this.paypalContractsOf(email, reference)) {
      if (!found.has(contract.id)) found.set(contract.id, contract);
    }
    return [...found.values()];
  }

  /** PayPal contracts whose payer has this address at PayPal (a guest's anonymous account). */
  private async paypalContractsOf(
    email: string,
    reference: string | undefined,
  ): Promise<(FoundContract & { id: string })[]> {
    const refs = (await this.deps.paypalContracts?.find(email, reference)) ?? [];
    const contracts: (FoundContract & { id: string })[] = [];
    for (const { uid, subscriptionId } of refs) {
      let current: CurrentSubscription;
      try {
        current = await this.deps.current.loadPayPalOf(uid, subscriptionId);
      } catch (error) {
        if (error instanceof AppError && error.code === 'no-subscription') continue;
        throw error;
      }
      const recorded = await this.deps.users.getSubscription(uid);
      contracts.push({
        id: subscriptionId,
        uid,
        recorded: recorded?.id === subscriptionId,
        current,
      });
    }
    return contracts;
  }

  private async accountSubscription(uid: string): Promise<CurrentSubscription | null> {
    try {
      return await this.deps.current.load(uid);
    } catch (error) {
      if (error instanceof AppError && error.code === 'no-subscription') return null;
      throw error;
    }
  }

  /**
   * A live PayPal contract with a paid period still running is held (suspended, undoable) rather
   * than cancelled at PayPal, which would be final; a paused one is held by holdPaused.
   */
  private canHold(view: SubscriptionView, endsAt: string | null): endsAt is string {
    return (
      view.provider === 'paypal' &&
      view.pause_collection === null &&
      endsAt !== null &&
      Date.parse(endsAt) > this.deps.clock.now().getTime()
    );
  }

  /** The account's recorded view read again (and recorded); other contracts' view as found. */
  private async recordedView(contract: FoundContract): Promise<SubscriptionView> {
    if (contract.recorded && contract.uid)
      return this.deps.current.refresh(contract.uid, contract.current);
    return contract.current.view;
  }

  private async cancel(contract: FoundContract, cancellationId: string): Promise<SubscriptionView> {
    const { current } = contract;
    await this.deps.schedule.cancelAtPeriodEnd(current.provider, current.view.id, cancellationId);
    if (contract.recorded && contract.uid) return this.deps.current.refresh(contract.uid, current);
    if (current.provider === 'paypal') return current.view;
    const fresh = await this.deps.current.provider(current).retrieve(current.id);
    return fresh?.view ?? current.view;
  }
}
