import { minimatch } from 'minimatch';
import type { Check } from './check-report.js';
import { fail, ok, warn } from './check-report.js';
import type { Endpoint } from './function-options.rules.js';

export interface HostingRewrite {
  source?: string;
  regex?: string;
  destination?: string;
  function?: string | { functionId: string; region?: string };
  run?: { serviceId: string; region?: string };
}

export interface HostingHeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}

const patternOf = (rule: { source?: string; regex?: string }): string =>
  rule.source ?? `regex ${rule.regex ?? '(none)'}`;

/** Whether a Hosting `source` glob (superstatic: minimatch on the URL path) or `regex` matches. */
export function matchesPath(rule: { source?: string; regex?: string }, path: string): boolean {
  if (rule.source !== undefined) return minimatch(path, rule.source);
  if (rule.regex !== undefined) return new RegExp(rule.regex, 'u').test(path);
  return false;
}

function functionRewrite(
  target: NonNullable<HostingRewrite['function']>,
  endpoints: Readonly<Record<string, Endpoint>> | undefined,
  pattern: string,
): Check {
  const id = typeof target === 'string' ? target : target.functionId;
  const region = typeof target === 'string' ? undefined : target.region;
  if (!endpoints) return fail(`rewrite ${pattern} -> function ${id}: the functions did not load`);
  const endpoint = endpoints[id];
  if (!endpoint) return fail(`rewrite ${pattern} -> function ${id}: no exported function ${id}`);
  const regions = endpoint.region ?? [];
  if (region === undefined && regions.length !== 1)
    return fail(
      `rewrite ${pattern} -> function ${id}: no region, and ${id} runs in ${regions.length}`,
    );
  if (region !== undefined && !regions.includes(region))
    return fail(
      `rewrite ${pattern} -> function ${id} in ${region}: ${id} runs in ${regions.join(', ')}`,
    );
  return ok(`rewrite ${pattern} -> function ${id} (${region ?? regions[0]}) is exported`);
}

/**
 * Each rewrite points at an exported function (and its region) or a deployed file; `endpoints`
 * is undefined when the functions did not load.
 */
export function rewriteChecks(
  rewrites: readonly HostingRewrite[],
  endpoints: Readonly<Record<string, Endpoint>> | undefined,
  deployed: readonly string[],
): Check[] {
  return rewrites.map((rewrite) => {
    const pattern = patternOf(rewrite);
    if (rewrite.function) return functionRewrite(rewrite.function, endpoints, pattern);
    if (rewrite.destination !== undefined) {
      const file = rewrite.destination.replace(/^\//, '');
      return deployed.includes(file)
        ? ok(`rewrite ${pattern} -> ${rewrite.destination} is in the deployed web app`)
        : fail(
            `rewrite ${pattern} -> ${rewrite.destination}: no such file in the deployed web app`,
          );
    }
    if (rewrite.run)
      return warn(
        `rewrite ${pattern} -> Cloud Run service ${rewrite.run.serviceId}: not checkable offline`,
      );
    return warn(`rewrite ${pattern}: target of a kind this check does not know`);
  });
}

/** Each header rule applies to at least one deployed file (served at `/` + its path). */
export function headerChecks(
  rules: readonly HostingHeaderRule[],
  deployed: readonly string[],
): Check[] {
  return rules.map((rule) => {
    const pattern = patternOf(rule);
    const keys = rule.headers.map(({ key }) => key).join(', ');
    const matched = deployed.filter((file) => matchesPath(rule, `/${file}`));
    return matched.length
      ? ok(`headers ${pattern} (${keys}) apply to ${matched.length} deployed files`)
      : fail(`headers ${pattern} (${keys}) match no deployed file`);
  });
}
