import type { SdkApi } from './api-client.js';
import { redirectTo, unsupported, type ApprovalFlow } from './approval-flow.js';
import type { ButtonsProps } from './types.js';

/**
 * createSubscription: a new subscription (`actions.subscription.create`, or an id the server
 * created) that the buyer approves, or an ACTIVE one whose plan change (`actions.subscription.
 * revise`, or the server's `POST …/revise`) the buyer consents to. Either way the PayPal window
 * is `/checkoutnow?token=I-…` and onApprove gets `subscriptionID`.
 */
export async function startSubscriptionFlow(
  createSubscription: NonNullable<ButtonsProps['createSubscription']>,
  api: SdkApi,
): Promise<ApprovalFlow> {
  const id = await createSubscription(
    { paymentSource: 'paypal' },
    {
      subscription: {
        create: async (body) => String((await api.createSubscription(body)).id),
        revise: async (subscriptionID, body) => {
          await api.reviseSubscription(subscriptionID, body);
          return subscriptionID;
        },
      },
    },
  );
  if (typeof id !== 'string' || !id)
    throw new Error('Expected a subscription id to be returned from createSubscription.');
  const before = await api.getSubscription(id);
  const revising = before.status !== 'APPROVAL_PENDING';
  return {
    id,
    subject: { subscriptionID: id },
    decided: async () => {
      const now = await api.getSubscription(id);
      const changed = revising
        ? now.plan_id !== before.plan_id || now.quantity !== before.quantity
        : now.status === 'ACTIVE';
      return changed ? 'approved' : 'cancelled';
    },
    approveData: async (facilitatorAccessToken) => ({
      orderID: id,
      subscriptionID: id,
      facilitatorAccessToken,
      paymentSource: 'paypal',
    }),
    approveActions: () => ({
      subscription: {
        get: () => api.getSubscription(id),
        activate: unsupported('subscription.activate()'),
      },
      redirect: redirectTo,
      restart: () => undefined,
    }),
  };
}
