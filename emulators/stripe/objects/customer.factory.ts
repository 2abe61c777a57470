import type Stripe from 'stripe';
import { newId } from '../state/ids.js';

export interface CustomerInput {
  email?: string;
  name?: string;
  description?: string;
  phone?: string;
  metadata?: Record<string, string>;
  defaultPaymentMethod?: string;
  created: number;
}

export function buildCustomer(input: CustomerInput): Stripe.Customer {
  return {
    id: newId('cus', 14),
    object: 'customer',
    address: null,
    balance: 0,
    created: input.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description ?? null,
    discount: null,
    email: input.email ?? null,
    invoice_prefix: newId('', 8).slice(1, 9).toUpperCase(),
    invoice_settings: {
      custom_fields: null,
      default_payment_method: input.defaultPaymentMethod ?? null,
      footer: null,
      rendering_options: null,
    },
    livemode: false,
    metadata: input.metadata ?? {},
    name: input.name ?? null,
    next_invoice_sequence: 1,
    phone: input.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}
