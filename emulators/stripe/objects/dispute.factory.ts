import type Stripe from 'stripe';
import { newId } from '../state/ids.js';

/** Days a merchant has to answer a new dispute before its evidence is due. */
const EVIDENCE_DAYS = 7;

export interface DisputeInput {
  charge: Stripe.Charge;
  amount: number;
  reason: string;
  status: Stripe.Dispute.Status;
  created: number;
}

const NO_EVIDENCE: Stripe.Dispute.Evidence = {
  access_activity_log: null,
  billing_address: null,
  cancellation_policy: null,
  cancellation_policy_disclosure: null,
  cancellation_rebuttal: null,
  customer_communication: null,
  customer_email_address: null,
  customer_name: null,
  customer_purchase_ip: null,
  customer_signature: null,
  duplicate_charge_documentation: null,
  duplicate_charge_explanation: null,
  duplicate_charge_id: null,
  enhanced_evidence: {},
  product_description: null,
  receipt: null,
  refund_policy: null,
  refund_policy_disclosure: null,
  refund_refusal_explanation: null,
  service_date: null,
  service_documentation: null,
  shipping_address: null,
  shipping_carrier: null,
  shipping_date: null,
  shipping_documentation: null,
  shipping_tracking_number: null,
  uncategorized_file: null,
  uncategorized_text: null,
};

/** A newly opened dispute of a charge (no evidence submitted yet). */
export function buildDispute(input: DisputeInput): Stripe.Dispute {
  return {
    id: newId('du'),
    object: 'dispute',
    amount: input.amount,
    balance_transactions: [],
    charge: input.charge.id,
    created: input.created,
    currency: input.charge.currency,
    enhanced_eligibility_types: [],
    evidence: { ...NO_EVIDENCE, enhanced_evidence: {} },
    evidence_details: {
      due_by: input.created + EVIDENCE_DAYS * 86400,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: input.charge.payment_intent,
    reason: input.reason,
    status: input.status,
  };
}
