import type Stripe from 'stripe';
import { newId } from '../state/ids.js';
import type { CardDetails } from '../billing/test-cards.js';

export interface BillingDetailsInput {
  email?: string;
  name?: string;
  phone?: string;
}

function brandOf(number: string): string {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^4/.test(number)) return 'visa';
  return 'unknown';
}

export function buildCardPaymentMethod(
  card: CardDetails,
  billing: BillingDetailsInput,
  created: number,
): Stripe.PaymentMethod {
  const brand = brandOf(card.number);
  return {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: {
      address: null,
      email: billing.email ?? null,
      name: billing.name ?? null,
      phone: billing.phone ?? null,
      tax_id: null,
    },
    card: {
      brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
      country: 'US',
      display_brand: brand,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      fingerprint: `fp${card.number.slice(-8)}`,
      funding: 'credit',
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created,
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
}
