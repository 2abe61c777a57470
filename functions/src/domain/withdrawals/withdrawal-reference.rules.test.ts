import { describe, expect, it } from 'vitest';
import type { ContractRecord } from '../contracts/contract-record';
import { withdrawalContractsFor } from './withdrawal-reference.rules';

const contract = (id: string, kind: ContractRecord['kind'], subscriptionId?: string) =>
  ({ id, kind, ...(subscriptionId ? { subscriptionId } : {}) }) as ContractRecord;
const SUB = contract('sub_1', 'subscription', 'sub_1');
const UPSELL = contract('sub_1~price_6m', 'upsell', 'sub_1');
const OTHER = contract('sub_2', 'subscription', 'sub_2');
const EBOOK = contract('pi_1', 'ebook');
const ALL = [SUB, UPSELL, OTHER, EBOOK];

describe('withdrawalContractsFor', () => {
  it.each([
    ['no reference: all of them', undefined, ALL],
    ['a reference naming none: all of them', 'sub_typo', ALL],
    ['a subscription: it and its upsells', ' sub_1 ', [SUB, UPSELL]],
    ['an upsell alone', 'sub_1~price_6m', [UPSELL]],
    ['the e-book alone', 'pi_1', [EBOOK]],
  ])('%s', (_case, reference, expected) => {
    expect(withdrawalContractsFor(ALL, reference)).toEqual(expected);
  });
});
