import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localFirebaseConfig, withLocalOrigins } from './hosting-config.js';
import { REPO_ROOT } from './stack.js';

const LOCAL = ['http://127.0.0.1:12111', 'http://127.0.0.1:12112'];
const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the local stack’s hosting headers', () => {
  it('adds the local origins to script, connect, frame and image sources only', () => {
    const csp =
      "default-src 'self'; script-src 'self' https://js.stripe.com; connect-src 'self'; frame-src https://js.stripe.com; img-src 'self'; frame-ancestors 'none'";
    expect(directives(withLocalOrigins(csp, LOCAL))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", 'https://js.stripe.com', ...LOCAL],
      'connect-src': ["'self'", ...LOCAL],
      'frame-src': ['https://js.stripe.com', ...LOCAL],
      'img-src': ["'self'", ...LOCAL],
      'frame-ancestors': ["'none'"],
    });
  });

  it('keeps every other header and rule of firebase.json as it is', () => {
    const config = JSON.parse(readFileSync(join(REPO_ROOT, 'firebase.json'), 'utf8'));
    const local = localFirebaseConfig(config, LOCAL);
    const { headers: productionHeaders, ...productionHosting } = config.hosting;
    const { headers: localHeaders, ...localHosting } = local.hosting;
    expect(localHosting).toEqual(productionHosting);
    expect({ ...local, hosting: null }).toEqual({ ...config, hosting: null });
    const flat = (rules: { headers: { key: string; value: string }[] }[]) =>
      rules.flatMap((rule) => rule.headers);
    const [production, withLocal] = [flat(productionHeaders), flat(localHeaders ?? [])];
    expect(withLocal.map((header) => header.key)).toEqual(production.map((header) => header.key));
    const csp = withLocal.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    expect(directives(csp)['script-src']).toEqual(expect.arrayContaining(LOCAL));
    expect(directives(csp)['frame-ancestors']).toEqual(["'none'"]);
    for (const [index, header] of withLocal.entries()) {
      if (header.key !== 'Content-Security-Policy') expect(header).toEqual(production[index]);
    }
  });
});
