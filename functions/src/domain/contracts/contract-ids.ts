/** Database keys never hold these; provider ids never do either, but a key is checked anyway. */
const UNSAFE = /[.#$[\]/]/g;

/** The subscription contract: the subscription's id. */
export const subscriptionContractId = (subscriptionId: string): string =>
  subscriptionId.replace(UNSAFE, '_');

/** An upsell (plan change) of a running subscription: one contract per plan it moved to. */
export const upsellContractId = (subscriptionId: string, planId: string): string =>
  `${subscriptionId}~${planId}`.replace(UNSAFE, '_');

/** The e-book: its payment's id. */
export const ebookContractId = (paymentId: string): string => paymentId.replace(UNSAFE, '_');
