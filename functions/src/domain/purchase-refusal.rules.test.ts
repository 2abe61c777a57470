import { describe, expect, it } from 'vitest';
import type { Refusal } from './purchase-refusal.rules';
import { undoneError } from './purchase-refusal.rules';

describe('undoneError', () => {
  it.each<[Refusal, string]>([
    [{ kind: 'trial-used' }, 'trial-refunded'],
    [{ kind: 'duplicate', keptId: 'I-PAYPAL' }, 'duplicate-refunded'],
  ])('%j → 409 %s', (refusal, code) => {
    expect(undoneError(refusal)).toMatchObject({ kind: 'conflict', code });
  });
});
