// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOOT_SHELL_TAG, bootShellScript, cspHashOf, inlineBootShell } from './inline-boot-shell';

const SCRIPT_FILE = fileURLToPath(new URL('../src/boot/boot-shell.js', import.meta.url));
const FIREBASE_JSON = fileURLToPath(new URL('../../firebase.json', import.meta.url));

type HostingHeaders = { hosting: { headers: { headers: { key: string; value: string }[] }[] } };

function contentSecurityPolicies(): string[] {
  const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as HostingHeaders;
  return config.hosting.headers
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .map((header) => header.value);
}

function transform(html: string): string {
  const hook = inlineBootShell(SCRIPT_FILE).transformIndexHtml as {
    handler: (html: string) => string;
  };
  return hook.handler(html);
}

describe('the boot script inline in index.html', () => {
  it('replaces the tag with the script itself', () => {
    const html = transform(`<head>${BOOT_SHELL_TAG}</head>`);
    expect(html).toBe(`<head><script>${bootShellScript(SCRIPT_FILE)}</script></head>`);
    expect(html).toContain("setAttribute('data-boot-shell'");
  });

  it('refuses an index.html without the tag', () => {
    expect(() => transform('<head></head>')).toThrow(BOOT_SHELL_TAG);
  });

  it('firebase.json’s CSP allows exactly this script by its hash (edit one, update the other)', () => {
    const policies = contentSecurityPolicies();
    expect(policies.length).toBeGreaterThan(0);
    const hash = cspHashOf(bootShellScript(SCRIPT_FILE));
    for (const policy of policies) {
      const scriptSrc = policy.split(';').find((part) => part.trim().startsWith('script-src'));
      expect(scriptSrc?.split(/\s+/), `firebase.json's script-src needs ${hash}`).toContain(hash);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    }
  });
});
