import { createHash } from 'node:crypto';
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

/**
 * Like Stripe's `card.fingerprint`: the same for every payment method of one card number (so
 * two customers using the same card can be told), different for different numbers; 16
 * alphanumeric characters, revealing nothing of the number.
 */
export function cardFingerprint(number: string): string {
  const digits = number.replace(/\D/g, '');
  return createHash('sha256')
    .update(`fastwell-emulator-card:${digits}`)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 16);
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
      fingerprint: cardFingerprint(card.number),
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
