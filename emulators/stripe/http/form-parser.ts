/**
 * Parses `application/x-www-form-urlencoded` bodies and query strings with Stripe's bracket
 * notation (`metadata[uid]=u1`, `items[0][price]=p`, `expand[]=x`) into nested values.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

interface Node {
  [key: string]: Node | string;
}

function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const pattern = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(key.slice(open))) !== null) segments.push(match[1] ?? '');
  return segments;
}

function assign(root: Node, segments: string[], value: string): void {
  let node = root;
  segments.forEach((raw, index) => {
    const segment = raw === '' ? String(Object.keys(node).length) : raw;
    if (index === segments.length - 1) {
      node[segment] = value;
      return;
    }
    const next = node[segment];
    if (typeof next === 'object') {
      node = next;
    } else {
      const created: Node = {};
      node[segment] = created;
      node = created;
    }
  });
}

function isIndexKeyed(node: Node): boolean {
  const keys = Object.keys(node);
  return keys.length > 0 && keys.every((key) => /^\d+$/.test(key));
}

function finalise(node: Node): FormObject | FormValue[] {
  const convert = (value: Node | string): FormValue =>
    typeof value === 'string' ? value : finalise(value);
  if (isIndexKeyed(node)) {
    return Object.keys(node)
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => convert(node[String(index)] ?? ''));
  }
  const result: FormObject = {};
  for (const [key, value] of Object.entries(node)) result[key] = convert(value);
  return result;
}

export function parseForm(encoded: string): FormObject {
  const root: Node = {};
  for (const [key, value] of new URLSearchParams(encoded)) assign(root, splitKey(key), value);
  const parsed = finalise(root);
  return Array.isArray(parsed) ? {} : parsed;
}
