/**
 * Who may force flags with `?ff.<flag>=…` (issue 20, point 6). Local and preview builds are
 * `open`; a production build is `qa-key`: its overrides apply only to a visit that also carries
 * `?ff.qa=<key>` whose SHA-256 is the configured one (the bundle holds the hash, not the key).
 */
export type OverridePolicy = { mode: 'open' } | { mode: 'qa-key'; keySha256?: string };

export const QA_KEY_PARAM = 'ff.qa';

export function qaKeyFromSearch(search: string): string | undefined {
  return new URLSearchParams(search).get(QA_KEY_PARAM) || undefined;
}

/** Lower-case hex SHA-256 of a text (Web Crypto, in the browser and in Node). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether this visit's overrides apply; a production build without a configured hash allows none. */
export async function overridesAllowed(
  policy: OverridePolicy,
  qaKey: string | undefined,
): Promise<boolean> {
  if (policy.mode === 'open') return true;
  if (!policy.keySha256 || !qaKey) return false;
  return (await sha256Hex(qaKey)) === policy.keySha256.toLowerCase();
}
