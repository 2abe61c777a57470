/**
 * A dotenv file as firebase-tools and Vite read it: `KEY=value` lines, optional `export`,
 * single or double quotes, `#` comments (after an unquoted value too).
 */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([\w.]+)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key = '', raw = ''] = match;
    const quoted = /^(["'])(.*)\1\s*(?:#.*)?$/.exec(raw.trim());
    values[key] = quoted ? (quoted[2] ?? '') : raw.replace(/\s*#.*$/, '').trim();
  }
  return values;
}
