import { describe, expect, it } from 'vitest';
import { z } from '../contract/zod';
import { configureValidationMessages } from '../composition/validation-messages';
import { parseOrThrow } from './validate-body';

const body = z.object({ email: z.string() });

// One file, one module graph: nothing here builds a full-zod schema (which would set English).
describe('validate-body and zod messages', () => {
  it('importing validate-body sets no locale; start-up sets the English one', () => {
    expect(z.config().localeError).toBeUndefined();
    configureValidationMessages();
    expect(() => parseOrThrow(body, { email: 1 })).toThrow(
      'email: Invalid input: expected string, received number',
    );
  });
});
