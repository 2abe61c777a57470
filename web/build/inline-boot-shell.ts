import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where index.html names the boot script; the plugin puts the script itself there. */
export const BOOT_SHELL_TAG = '<script src="/src/boot/boot-shell.js"></script>';

/** The script as index.html carries it inline (the file without its trailing newline). */
export function bootShellScript(file: string): string {
  return readFileSync(file, 'utf8').trimEnd();
}

/** The CSP source that allows exactly this inline script (firebase.json's script-src). */
export function cspHashOf(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Vite plugin: index.html's boot script (which static shell, which language) inline, so that
 * the first paint waits for no request at all; the CSP allows it by its hash.
 */
export function inlineBootShell(file: string): Plugin {
  return {
    name: 'fastwell:inline-boot-shell',
    // Before Vite's own HTML processing, which would warn about a classic script it cannot bundle.
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(BOOT_SHELL_TAG)) throw new Error(`index.html has no ${BOOT_SHELL_TAG}`);
        return html.replace(BOOT_SHELL_TAG, `<script>${bootShellScript(file)}</script>`);
      },
    },
  };
}
