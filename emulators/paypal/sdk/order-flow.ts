import type { SdkApi } from './api-client.js';
import { redirectTo, unsupported, type ApprovalFlow } from './approval-flow.js';
import type { ButtonsProps } from './types.js';

/**
 * createOrder: an order (`actions.order.create`, or an id the server created) the buyer approves
 * in `/checkoutnow?token=<order id>`; onApprove gets `orderID` and `payerID`, and
 * `actions.order.get()` / `capture()` (client-side capture) work with the SDK's own token.
 */
export async function startOrderFlow(
  createOrder: NonNullable<ButtonsProps['createOrder']>,
  api: SdkApi,
): Promise<ApprovalFlow> {
  const id = await createOrder(
    { paymentSource: 'paypal' },
    { order: { create: async (body) => String((await api.createOrder(body)).id) } },
  );
  if (typeof id !== 'string' || !id) throw new Error('Expected an order id to be passed');
  return {
    id,
    subject: { orderID: id },
    decided: async () => {
      const { status } = await api.getOrder(id);
      return status === 'APPROVED' || status === 'COMPLETED' ? 'approved' : 'cancelled';
    },
    approveData: async (facilitatorAccessToken) => {
      const { payer } = await api.getOrder(id);
      const payerID =
        typeof payer === 'object' && payer !== null && !Array.isArray(payer)
          ? String(payer.payer_id)
          : null;
      return {
        orderID: id,
        payerID,
        paymentID: id,
        billingToken: null,
        facilitatorAccessToken,
        paymentSource: 'paypal',
      };
    },
    approveActions: () => ({
      order: {
        get: () => api.getOrder(id),
        capture: () => api.captureOrder(id),
        authorize: unsupported('order.authorize()'),
        patch: unsupported('order.patch()'),
      },
      redirect: redirectTo,
      restart: () => undefined,
    }),
  };
}
