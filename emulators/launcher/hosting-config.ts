import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The local stack's Firebase config, beside firebase.json (firebase-tools resolves paths from there). */
export const LOCAL_FIREBASE_CONFIG = 'firebase.local.json';

type HeaderRule = { source: string; headers: { key: string; value: string }[] };
type FirebaseConfig = { hosting: { headers?: HeaderRule[] } & Record<string, unknown> } & Record<
  string,
  unknown
>;

/** Directives whose sources must also name the local stand-ins of Stripe, PayPal, flags and Auth. */
const EXTENDED_DIRECTIVES = ['script-src', 'connect-src', 'frame-src', 'img-src'];

/**
 * The production Content-Security-Policy with the local stand-ins' origins added to the fetch
 * directives, and nothing else changed: locally the providers live on 127.0.0.1 ports.
 */
export function withLocalOrigins(csp: string, origins: readonly string[]): string {
  return csp
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name = ''] = directive.split(/\s+/);
      return EXTENDED_DIRECTIVES.includes(name) ? [directive, ...origins].join(' ') : directive;
    })
    .join('; ');
}

/** firebase.json with every Content-Security-Policy header extended by `origins`. */
export function localFirebaseConfig(
  config: FirebaseConfig,
  origins: readonly string[],
): FirebaseConfig {
  const headers = (config.hosting.headers ?? []).map((rule) => ({
    ...rule,
    headers: rule.headers.map((header) =>
      header.key.toLowerCase() === 'content-security-policy'
        ? { ...header, value: withLocalOrigins(header.value, origins) }
        : header,
    ),
  }));
  return { ...config, hosting: { ...config.hosting, headers } };
}

/** Writes firebase.local.json next to firebase.json and returns its file name. */
export function writeLocalFirebaseConfig(repoRoot: string, origins: readonly string[]): string {
  const config = JSON.parse(
    readFileSync(join(repoRoot, 'firebase.json'), 'utf8'),
  ) as FirebaseConfig;
  writeFileSync(
    join(repoRoot, LOCAL_FIREBASE_CONFIG),
    `${JSON.stringify(localFirebaseConfig(config, origins), null, 2)}\n`,
  );
  return LOCAL_FIREBASE_CONFIG;
}
