/** Where a PayPal subscriber manages the payment method of their automatic payments. */
export const PAYPAL_PAYMENTS_PAGE = 'https://www.paypal.com/myaccount/autopay/';
