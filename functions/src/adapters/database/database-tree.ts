/**
 * Pure helpers giving a plain JSON tree the Realtime Database's semantics, for the file adapter:
 * null and empty objects are removed, arrays are stored as index-keyed objects and read back as
 * arrays when RTDB would (integer keys, more than half of 0..max present).
 */
export type Tree = { [key: string]: TreeNode };
export type TreeNode = string | number | boolean | Tree;

// RTDB keys may not contain . # $ [ ] nor ASCII control characters (one native check per key:
// the file adapter validates every key of the database on each read).
// eslint-disable-next-line no-control-regex
const INVALID_KEY = /[.#$[\]\u0000-\u001f\u007f]/;

export function pathSegments(path: string): string[] {
  const segments = path.split('/').filter((segment) => segment.length > 0);
  for (const segment of segments) {
    if (INVALID_KEY.test(segment)) throw new Error(`Invalid key "${segment}" in path "${path}"`);
  }
  return segments;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored form of a value; undefined means "nothing stored". */
export function normalize(value: unknown): TreeNode | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot database ${value}`);
    return value;
  }
  if (!Array.isArray(value) && !isPlainObject(value))
    throw new Error(`Cannot database a ${typeof value}`);
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  const tree: Tree = {};
  let empty = true;
  for (const [key, child] of entries) {
    if (INVALID_KEY.test(key) || key.includes('/')) throw new Error(`Invalid key "${key}"`);
    const stored = normalize(child);
    if (stored !== undefined) {
      tree[key] = stored;
      empty = false;
    }
  }
  return empty ? undefined : tree;
}

/**
 * Whether a parsed JSON value is already what normalize() would make of it: a check without
 * copying, several times cheaper than normalize() on a large tree (the file adapter reads the
 * whole file again after every other process's write).
 */
export function isNormalized(value: unknown): value is TreeNode {
  if (typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (!isPlainObject(value)) return false;
  let empty = true;
  for (const key in value) {
    empty = false;
    if (INVALID_KEY.test(key) || key.includes('/') || !isNormalized(value[key])) return false;
  }
  return !empty;
}

const INDEX = /^(0|[1-9]\d*)$/;

/** The value as the RTDB SDK's val() returns it. */
export function denormalize(node: TreeNode | undefined): unknown {
  if (node === undefined) return null;
  if (typeof node !== 'object') return node;
  const keys = Object.keys(node);
  const asArray = keys.length > 0 && keys.every((key) => INDEX.test(key));
  const max = asArray ? Math.max(...keys.map(Number)) : -1;
  if (asArray && keys.length * 2 > max + 1) {
    return Array.from({ length: max + 1 }, (_, index) => denormalize(node[String(index)]) ?? null);
  }
  return Object.fromEntries(keys.map((key) => [key, denormalize(node[key])]));
}

export function getAt(
  root: TreeNode | undefined,
  segments: readonly string[],
): TreeNode | undefined {
  let node = root;
  for (const segment of segments) {
    if (node === undefined || typeof node !== 'object') return undefined;
    node = node[segment];
  }
  return node;
}

/** A new tree with value (already normalised) at segments; emptied parents disappear. */
export function setAt(
  root: TreeNode | undefined,
  segments: readonly string[],
  value: TreeNode | undefined,
): TreeNode | undefined {
  const [head, ...rest] = segments;
  if (head === undefined) return value;
  const { [head]: previous, ...siblings }: Tree =
    root !== undefined && typeof root === 'object' ? root : {};
  const child = setAt(previous, rest, value);
  const next: Tree = child === undefined ? siblings : { ...siblings, [head]: child };
  return Object.keys(next).length > 0 ? next : undefined;
}

/** RTDB refuses an update where one path is an ancestor of another. */
export function assertNoOverlap(keys: readonly string[]): void {
  const paths = keys.map((key) => pathSegments(key).join('/')).sort();
  for (let i = 1; i < paths.length; i += 1) {
    const previous = paths[i - 1] ?? '';
    const current = paths[i] ?? '';
    if (current === previous || current.startsWith(`${previous}/`) || previous === '') {
      throw new Error(`Update paths overlap: "${previous}" and "${current}"`);
    }
  }
}
