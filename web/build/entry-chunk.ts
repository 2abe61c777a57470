import type { CodeSplittingGroup, CodeSplittingNameFunction } from 'rolldown';

type ChunkingContext = Parameters<CodeSplittingNameFunction>[1];

const APP_SOURCE = /\/web\/src\/.*\.tsx?$/;

function staticClosure(ctx: ChunkingContext, entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * One chunk, `name`, for the app's modules (web/src) that `entries` import statically and that
 * the modules of `apart` do not. Left to Rolldown, each set of lazy chunks that shares modules gets
 * a chunk of its own: the checkout screen's cold load fetched ~25 of 0.2-1 KB, each a request with
 * its headers and, over HTTP/1.1's six connections, a place in the queue. What `apart` imports (the
 * app's start, the questionnaire's screens) keeps Rolldown's chunks, so this chunk stays out of
 * their loads; other lazy screens that share a module with `entries` load the whole chunk.
 */
export function entryChunk(
  name: string,
  entries: readonly string[],
  apart: readonly string[],
): CodeSplittingGroup {
  let members: Set<string> | undefined;
  return {
    name: (moduleId, ctx) => {
      if (!members) {
        const excluded = staticClosure(ctx, apart);
        members = new Set(
          [...staticClosure(ctx, entries)].filter((id) => APP_SOURCE.test(id) && !excluded.has(id)),
        );
      }
      return members.has(moduleId) ? name : null;
    },
    debugName: name,
  };
}
