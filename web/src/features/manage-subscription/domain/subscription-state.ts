import type { ManageState } from '@fastwell/contract/subscription-state';
import type { SubscriptionView } from '../../../shared/domain/subscription';

export type StatusDateKind = 'renewal' | 'endsOn' | 'expiredOn' | 'pausedUntil';

/** The date the status screen shows, in seconds since the epoch, or null when unknown. */
export function statusDate(
  subscription: SubscriptionView,
  state: ManageState,
): { kind: StatusDateKind; seconds: number | null } {
  switch (state) {
    case 'active':
      return { kind: 'renewal', seconds: subscription.current_period_end };
    case 'canceled':
      return { kind: 'endsOn', seconds: subscription.current_period_end };
    case 'expired':
      return {
        kind: 'expiredOn',
        seconds: subscription.current_period_end ?? subscription.canceled_at,
      };
    case 'onHold':
      return { kind: 'pausedUntil', seconds: subscription.pause_collection?.resumes_at ?? null };
  }
}
