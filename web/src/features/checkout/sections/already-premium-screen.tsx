import { Stack } from '@chakra-ui/react';
import type { Flow } from '../../../shared/domain/routes';
import type { RefundReason } from '../../../shared/stores/purchase.store';
import { AlreadyPremiumSection } from './already-premium-section';
import { RefundNotice } from './refund-notice';

/** The checkout screen of a user who already has premium (spec 02 §4.3): a lazy chunk. */
export function AlreadyPremiumScreen({
  flow,
  isAnonymous,
  refunded,
}: {
  flow: Flow;
  isAnonymous: boolean;
  refunded: RefundReason | null;
}) {
  return (
    <Stack gap="6" data-screen="payment">
      <RefundNotice refunded={refunded} />
      <AlreadyPremiumSection flow={flow} isAnonymous={isAnonymous} />
    </Stack>
  );
}
