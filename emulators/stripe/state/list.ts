import { invalidRequest } from '../http/api-error.js';
import type { JsonObject } from '../http/json.js';
import type { EmulatorState } from './emulator-state.js';
import { renderObject, type ExpandTree } from './expand.js';

export interface PageParams {
  limit?: number;
  starting_after?: string;
  ending_before?: string;
}

/** Cursor pagination over an already filtered and ordered list, answered as a Stripe list. */
export function listResponse<T extends { id: string }>(
  items: T[],
  page: PageParams,
  url: string,
  tree: ExpandTree,
  state: EmulatorState,
  object: 'list' | 'search_result' = 'list',
): JsonObject {
  const limit = page.limit ?? 10;
  if (limit < 1 || limit > 100)
    throw invalidRequest('Invalid integer: limit must be between 1 and 100', 'limit');
  let start = 0;
  let end = items.length;
  if (page.starting_after) {
    const index = items.findIndex((item) => item.id === page.starting_after);
    if (index < 0)
      throw invalidRequest(
        `No such object: '${page.starting_after}'`,
        'starting_after',
        'resource_missing',
      );
    start = index + 1;
  } else if (page.ending_before) {
    const index = items.findIndex((item) => item.id === page.ending_before);
    if (index < 0)
      throw invalidRequest(
        `No such object: '${page.ending_before}'`,
        'ending_before',
        'resource_missing',
      );
    end = index;
    start = Math.max(0, end - limit);
  }
  const slice = items.slice(start, Math.min(end, start + limit));
  const hasMore = page.ending_before ? start > 0 : start + limit < end;
  const itemTree = tree.data ?? {};
  const body: JsonObject = {
    object,
    data: slice.map((item) => renderObject(item, itemTree, state)),
    has_more: hasMore,
    url,
  };
  if (object === 'search_result') body.next_page = null;
  return body;
}
