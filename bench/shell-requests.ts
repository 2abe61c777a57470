/**
 * What index.html asks the browser to fetch besides its entry script: `<link rel="modulepreload">`
 * and stylesheets. The static shell paints with no request to wait for, and Lighthouse's LCP
 * charges every request started before that paint: a chunk preloaded here (Rolldown's runtime,
 * once, when a code-splitting group moved it out of the entry chunk) put the loading screen's
 * and the gender step's LCP ~150 ms later.
 */
export function shellRequests(html: string): string[] {
  const links = html.match(/<link\b[^>]*>/g) ?? [];
  return links
    .filter((link) => /\brel="(modulepreload|preload|stylesheet)"/.test(link))
    .map((link) => /\bhref="([^"]+)"/.exec(link)?.[1] ?? link);
}
