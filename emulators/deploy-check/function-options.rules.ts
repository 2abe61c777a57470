import ts from 'typescript';

/** One endpoint of the manifest firebase-functions writes for the deploy (`__endpoint` of an export). */
export interface Endpoint {
  region?: string[];
  availableMemoryMb?: number | null;
  concurrency?: number | null;
  timeoutSeconds?: number | null;
  maxInstances?: number | null;
  minInstances?: number | null;
  secretEnvironmentVariables?: { key: string }[] | null;
  httpsTrigger?: object;
  callableTrigger?: object;
  eventTrigger?: object;
  scheduleTrigger?: object;
}

export interface ManifestParam {
  name: string;
  type: string;
  default?: unknown;
}

export interface FunctionsManifest {
  endpoints: Record<string, Endpoint>;
  params?: ManifestParam[];
}

/** Options every function sets on purpose instead of leaving them to the platform default. */
export const REQUIRED_OPTIONS = [
  'region',
  'availableMemoryMb',
  'concurrency',
  'timeoutSeconds',
  'maxInstances',
  'minInstances',
] as const;

/** The options object literal of each exported `const x = onSomething({ … }, handler)`. */
export type ClaimedOptions = Record<string, string | number | string[] | 'set'>;

function literalOf(node: ts.Expression): string | number | string[] | 'set' {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteralLike))
    return node.elements.map((element) => (element as ts.StringLiteralLike).text);
  return 'set';
}

/** Reads index.ts: what each exported function claims, as written. */
export function claimedOptions(source: string): Record<string, ClaimedOptions> {
  const file = ts.createSourceFile('index.ts', source, ts.ScriptTarget.Latest, true);
  const claims: Record<string, ClaimedOptions> = {};
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some(({ kind }) => kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!ts.isIdentifier(declaration.name) || !init || !ts.isCallExpression(init)) continue;
      const options = init.arguments[0];
      const claim: ClaimedOptions = {};
      if (options && ts.isObjectLiteralExpression(options))
        for (const property of options.properties) {
          if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name))
            claim[property.name.text] = literalOf(property.initializer);
          else if (ts.isShorthandPropertyAssignment(property)) claim[property.name.text] = 'set';
        }
      claims[declaration.name.text] = claim;
    }
  }
  return claims;
}

/** firebase-functions' memory option (`512MiB`, `1GiB`) as the manifest's megabytes. */
export function memoryMb(option: string): number | undefined {
  const match = /^(\d+)(MiB|GiB)$/.exec(option);
  return match ? Number(match[1]) * (match[2] === 'GiB' ? 1024 : 1) : undefined;
}

const NUMERIC = ['concurrency', 'timeoutSeconds', 'maxInstances', 'minInstances'] as const;

/** How the loaded endpoint differs from the claims of index.ts, and options left unset. */
export function optionProblems(
  claims: Readonly<Record<string, ClaimedOptions>>,
  manifest: FunctionsManifest,
): string[] {
  const problems: string[] = [];
  const secretParams = (manifest.params ?? []).filter(({ type }) => type === 'secret');
  for (const name of Object.keys(claims))
    if (!manifest.endpoints[name])
      problems.push(`${name}: exported by index.ts but not found in the built entry point`);
  for (const [name, endpoint] of Object.entries(manifest.endpoints)) {
    const claim = claims[name];
    if (!claim) problems.push(`${name}: exported by the build but not by index.ts (stale lib/?)`);
    for (const option of REQUIRED_OPTIONS)
      if (endpoint[option] === undefined || endpoint[option] === null)
        problems.push(`${name}: ${option} not set (left to the platform default)`);
    if (!claim) continue;
    const claimed = claim.region;
    if (claimed !== undefined && claimed !== 'set') {
      const regions = Array.isArray(claimed) ? claimed : [String(claimed)];
      if (JSON.stringify(endpoint.region) !== JSON.stringify(regions))
        problems.push(
          `${name}: region ${JSON.stringify(endpoint.region)}, index.ts says ${regions}`,
        );
    }
    const isSet = (value: unknown) => value !== undefined && value !== null;
    if (
      typeof claim.memory === 'string' &&
      isSet(endpoint.availableMemoryMb) &&
      endpoint.availableMemoryMb !== memoryMb(claim.memory)
    )
      problems.push(
        `${name}: memory ${endpoint.availableMemoryMb} MB, index.ts says ${claim.memory}`,
      );
    for (const option of NUMERIC)
      if (
        typeof claim[option] === 'number' &&
        isSet(endpoint[option]) &&
        endpoint[option] !== claim[option]
      )
        problems.push(`${name}: ${option} ${endpoint[option]}, index.ts says ${claim[option]}`);
    if (claim.secrets !== undefined) {
      const bound = (endpoint.secretEnvironmentVariables ?? []).map(({ key }) => key);
      const unbound = secretParams.filter((param) => !bound.includes(param.name));
      if (bound.length === 0)
        problems.push(`${name}: index.ts binds secrets, the build binds none`);
      else if (unbound.length)
        problems.push(`${name}: secrets not bound: ${unbound.map((p) => p.name).join(', ')}`);
    }
  }
  return problems;
}

const triggerOf = (endpoint: Endpoint): string =>
  endpoint.httpsTrigger
    ? 'https'
    : endpoint.callableTrigger
      ? 'callable'
      : endpoint.scheduleTrigger
        ? 'schedule'
        : endpoint.eventTrigger
          ? 'event'
          : 'unknown trigger';

/** One line per function for the report. */
export function describeEndpoint(name: string, endpoint: Endpoint): string {
  const secrets = (endpoint.secretEnvironmentVariables ?? []).map(({ key }) => key);
  return [
    `${name} (${triggerOf(endpoint)})`,
    `region ${(endpoint.region ?? ['default']).join(',')}`,
    `memory ${endpoint.availableMemoryMb ?? 'default'} MB`,
    `concurrency ${endpoint.concurrency ?? 'default'}`,
    `timeout ${endpoint.timeoutSeconds ?? 'default'} s`,
    `instances ${endpoint.minInstances ?? 'default'}..${endpoint.maxInstances ?? 'default'}`,
    `secrets ${secrets.length ? secrets.join(', ') : 'none'}`,
  ].join(' | ');
}
