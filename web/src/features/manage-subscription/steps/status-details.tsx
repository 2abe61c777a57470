import { Badge, Box, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ManageState } from '@fastwell/contract/subscription-state';
import { statusDate } from '../domain/subscription-state';
import { formatMoney } from '../../../shared/domain/packages';
import { durationTypeOfView } from '@fastwell/contract/duration-type';
import type { SubscriptionView } from '../../../shared/domain/subscription';
import { useLongDate } from '../../../shared/ui/use-long-date';

export type StatusKind = ManageState | 'error' | 'none';

const BADGE_PALETTE: Record<StatusKind, string> = {
  active: 'green',
  onHold: 'orange',
  canceled: 'orange',
  expired: 'gray',
  error: 'red',
  none: 'gray',
};

type StatusDetailsProps = {
  email: string;
  kind: StatusKind;
  subscription: SubscriptionView | null;
  now: Date;
};

/** E-mail, status, the state's date, the plan and the description (spec 02 §2.6). */
export function StatusDetails({ email, kind, subscription, now }: StatusDetailsProps) {
  const { t, i18n } = useTranslation();
  const longDate = useLongDate();
  const date =
    subscription && kind !== 'error' && kind !== 'none' ? statusDate(subscription, kind) : null;
  const dateText =
    date?.seconds != null
      ? t(`manage.status.dates.${date.kind}`, { date: longDate(date.seconds) })
      : date?.kind === 'pausedUntil'
        ? t('manage.status.dates.pausedOpenEnded')
        : null;
  const duration = subscription ? durationTypeOfView(subscription, now) : null;
  // An ended subscription says why when its payments failed (not the subscriber's choice).
  const description =
    kind === 'expired' && subscription?.end_reason === 'payment_failed'
      ? 'expiredPaymentFailed'
      : kind;

  return (
    <Stack gap="4" borderWidth="1px" borderColor="gray.200" borderRadius="2xl" p="5">
      {/* dl > div > dt + dd: each group is one wrapper deep, as HTML allows. */}
      <Stack as="dl" gap="4">
        <Stack gap="0.5">
          <Text as="dt" fontSize="sm" color="gray.700">
            {t('manage.status.email')}
          </Text>
          <Text as="dd" fontWeight="semibold" data-testid="manage-email" wordBreak="break-all">
            {email}
          </Text>
        </Stack>
        <Stack gap="1">
          <Text as="dt" fontSize="sm" color="gray.700">
            {t('manage.status.status')}
          </Text>
          <Box as="dd">
            <Badge
              size="lg"
              colorPalette={BADGE_PALETTE[kind]}
              data-testid="manage-status"
              data-state={kind}
            >
              {t(`manage.status.states.${kind}`)}
            </Badge>
            {dateText && (
              <Text mt="1" data-testid="manage-status-date">
                {dateText}
              </Text>
            )}
          </Box>
        </Stack>
        {subscription && (
          <Stack gap="0.5">
            <Text as="dt" fontSize="sm" color="gray.700">
              {t('manage.status.plan')}
            </Text>
            <Text as="dd" data-testid="manage-plan">
              {t(`manage.status.planName.${duration ?? 'other'}`)} ·{' '}
              {subscription.plan.amount !== null &&
                subscription.plan.currency !== null &&
                formatMoney(subscription.plan.amount, subscription.plan.currency, i18n.language)}
              <Text as="span" display="block" fontSize="sm" color="gray.700">
                {t(`manage.status.paidWith.${subscription.provider}`)}
              </Text>
            </Text>
          </Stack>
        )}
      </Stack>
      <Text color="gray.800" data-testid="manage-description" data-description={description}>
        {t(`manage.status.descriptions.${description}`)}
      </Text>
    </Stack>
  );
}
