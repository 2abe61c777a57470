import { invalidRequest } from '../http/api-error.js';

/** One clause of Stripe's search query language: `email:'a@b.c'`, `metadata['uid']:'u1'`, `name~'Ann'`. */
export interface SearchClause {
  field: string;
  metadataKey?: string;
  operator: ':' | '~';
  value: string;
}

const CLAUSE = /^\s*([a-z_]+)(?:\[\s*(['"])(.+?)\2\s*\])?\s*([:~])\s*(['"])(.*?)\5\s*$/;

/** Parses `clause (AND clause)*`; OR is supported when it is the only connective. */
export function parseSearchQuery(query: string): {
  connective: 'AND' | 'OR';
  clauses: SearchClause[];
} {
  const connective = / OR /.test(query) ? 'OR' : 'AND';
  if (/ AND /.test(query) && connective === 'OR') {
    throw invalidRequest('Mixing AND and OR in one search query is not supported.', 'query');
  }
  const clauses = query.split(connective === 'OR' ? / OR / : / AND /).map((part): SearchClause => {
    const match = CLAUSE.exec(part);
    if (!match) throw invalidRequest(`Invalid search query: ${query}`, 'query');
    return {
      field: match[1] ?? '',
      metadataKey: match[3],
      operator: match[4] === '~' ? '~' : ':',
      value: match[6] ?? '',
    };
  });
  return { connective, clauses };
}

/** Evaluates a parsed query against an object, reading fields through `read(field, metadataKey)`. */
export function matchesSearch(
  query: ReturnType<typeof parseSearchQuery>,
  read: (field: string, metadataKey?: string) => string | null | undefined,
): boolean {
  const test = (clause: SearchClause) => {
    const actual = read(clause.field, clause.metadataKey);
    if (actual === null || actual === undefined) return false;
    return clause.operator === '~'
      ? actual.toLowerCase().includes(clause.value.toLowerCase())
      : actual.toLowerCase() === clause.value.toLowerCase();
  };
  return query.connective === 'OR' ? query.clauses.some(test) : query.clauses.every(test);
}
