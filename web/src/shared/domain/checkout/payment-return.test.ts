import { describe, expect, it } from 'vitest';
import {
  postPurchaseSearch,
  readPaymentReturn,
  readPurchaseReference,
  usesHostedCheckout,
} from './payment-return';
import { stripOneTimeFields } from './one-time-fields';

describe('usesHostedCheckout', () => {
  it.each([
    [null, false],
    ['', false],
    ['elements', false],
    ['checkout', true],
    ['email', true],
  ])('source %s → %s', (source, expected) => {
    expect(usesHostedCheckout(source)).toBe(expected);
  });
});

describe('stripOneTimeFields', () => {
  it('keeps marketing parameters and drops every return field', () => {
    expect(
      stripOneTimeFields(
        '?utm_source=fb&payment_intent=pi_1&payment_intent_client_secret=s&selectedPackageId=p&subscriptionId=sub&send_event=true&redirect_status=succeeded&gclid=g',
      ),
    ).toBe('?utm_source=fb&gclid=g');
  });
  it('drops sign-in tokens', () => {
    expect(stripOneTimeFields('?futoken=f.t.x&ctoken=c.t.x&utm_source=app')).toBe(
      '?utm_source=app',
    );
  });
  it('answers an empty string when nothing is left', () => {
    expect(stripOneTimeFields('?subscriptionId=sub_1')).toBe('');
  });
});

describe('readPaymentReturn', () => {
  it.each([
    ['', { kind: 'none' }],
    ['?dc=true', { kind: 'none' }],
    ['?session_id=cs_1&source=checkout', { kind: 'session', sessionId: 'cs_1' }],
    [
      '?payment_intent=pi&payment_intent_client_secret=pi_s&subscriptionId=sub_1&selectedPackageId=p1',
      {
        kind: 'intent',
        intent: 'payment',
        clientSecret: 'pi_s',
        subscriptionId: 'sub_1',
        selectedPackageId: 'p1',
      },
    ],
    [
      '?setup_intent_client_secret=seti_s&subscriptionId=sub_2',
      {
        kind: 'intent',
        intent: 'setup',
        clientSecret: 'seti_s',
        subscriptionId: 'sub_2',
        selectedPackageId: null,
      },
    ],
  ])('%s', (search, expected) => {
    expect(readPaymentReturn(search)).toEqual(expected);
  });
});

describe('postPurchaseSearch', () => {
  it('merges the purchase into the marketing parameters, without old return fields', () => {
    expect(
      postPurchaseSearch('?utm_source=fb&subscriptionId=old&send_event=false', {
        source: 'elements',
        subscriptionId: 'sub_1',
        token: 'tok',
      }),
    ).toBe('?utm_source=fb&subscriptionId=sub_1&token=tok&source=elements&send_event=true');
  });
  it('carries the checkout session id', () => {
    expect(postPurchaseSearch('', { source: 'checkout', sessionId: 'cs_1' })).toBe(
      '?session_id=cs_1&source=checkout&send_event=true',
    );
  });
});

describe('readPurchaseReference', () => {
  it.each([
    ['', null],
    ['?source=elements', null],
    ['?subscriptionId=sub_1&source=elements', { source: 'elements', subscriptionId: 'sub_1' }],
    ['?subscriptionId=sub_1', { source: 'elements', subscriptionId: 'sub_1' }],
    ['?subscriptionId=I-1&source=paypal', { source: 'paypal', subscriptionId: 'I-1' }],
    ['?session_id=cs_1&source=checkout', { source: 'checkout', sessionId: 'cs_1' }],
  ])('%s', (search, expected) => {
    expect(readPurchaseReference(search)).toEqual(expected);
  });
});
