import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFunctionParams } from './function-params.js';

describe('writeFunctionParams', () => {
  it('writes settings to .env.local and secrets, readable by the owner only, to .secret.local', () => {
    const dir = mkdtempSync(join(tmpdir(), 'params-'));
    writeFunctionParams(dir, {
      settings: { STRIPE_API_URL: 'http://127.0.0.1:12111' },
      secrets: { STRIPE_SECRET_KEY: 'sk_test_local "quoted"' },
    });
    expect(readFileSync(join(dir, '.env.local'), 'utf8')).toBe(
      'STRIPE_API_URL="http://127.0.0.1:12111"\n',
    );
    expect(readFileSync(join(dir, '.secret.local'), 'utf8')).toBe(
      'STRIPE_SECRET_KEY="sk_test_local \\"quoted\\""\n',
    );
    expect(statSync(join(dir, '.secret.local')).mode & 0o777).toBe(0o600);
  });
});
