/** Types shared by the stand-in Stripe.js modules (browser code, bundled by http/stand-in-bundler.ts). */
export type Json = string | number | boolean | null | Json[] | JsonRecord;
export interface JsonRecord {
  [key: string]: Json;
}

/** Stripe.js' error object (`result.error`). */
export interface StripeJsError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  param?: string;
  payment_intent?: JsonRecord;
  setup_intent?: JsonRecord;
  [key: string]: Json | undefined;
}

export type IntentKind = 'payment_intent' | 'setup_intent';

export interface StandInContext {
  apiBase: string;
  publishableKey: string;
}

export interface CardValues {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface ElementsOptions {
  clientSecret?: string;
  mode?: 'payment' | 'setup' | 'subscription';
  amount?: number;
  currency?: string;
  [key: string]: unknown;
}

export type Handler = (...args: unknown[]) => unknown;

/** Stripe.js throws IntegrationError for integration mistakes (not returned as `{ error }`). */
export function integrationError(message: string): Error {
  const error = new Error(message);
  error.name = 'IntegrationError';
  return error;
}
