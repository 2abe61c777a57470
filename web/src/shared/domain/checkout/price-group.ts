export const DEFAULT_PRICE_GROUP = 'v8';

/** Spec 02 §2.2 and §9: stored group (default v8), `_standard` when no discount is granted. */
export function priceGroupId(storedGroup: string | null, discountGranted: boolean): string {
  const group = (storedGroup ?? '').replace(/_standard$/, '') || DEFAULT_PRICE_GROUP;
  return discountGranted ? group : `${group}_standard`;
}

/** Discount from the dc URL parameter or its stored value, or a debug flag. */
export function isDiscountGranted(dc: string | null, debugFlag: boolean): boolean {
  return dc === 'true' || debugFlag;
}
