import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HostingHeaderRule, HostingRewrite } from './hosting-targets.rules.js';

export interface FunctionsSourceConfig {
  source: string;
  codebase?: string;
  runtime?: string;
  ignore?: string[];
  predeploy?: string | string[];
}

export interface HostingConfig {
  public: string;
  ignore?: string[];
  predeploy?: string | string[];
  rewrites?: HostingRewrite[];
  headers?: HostingHeaderRule[];
  redirects?: { destination: string }[];
}

export interface FirebaseJson {
  hosting?: HostingConfig;
  functions?: FunctionsSourceConfig | FunctionsSourceConfig[];
}

export interface FirebaseRc {
  projects?: Record<string, string>;
}

export const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

export const readFirebaseJson = (root: string): FirebaseJson =>
  readJson<FirebaseJson>(join(root, 'firebase.json'));

export const functionsSources = (config: FirebaseJson): FunctionsSourceConfig[] =>
  config.functions === undefined
    ? []
    : Array.isArray(config.functions)
      ? config.functions
      : [config.functions];

export const commandsOf = (predeploy: string | string[] | undefined): string[] =>
  predeploy === undefined ? [] : Array.isArray(predeploy) ? predeploy : [predeploy];

export interface TargetProject {
  id: string;
  alias?: string;
  source: string;
}

/** The project as `firebase deploy` picks it: --project (an id or an alias), else .firebaserc's default. */
export function resolveProject(args: readonly string[], rc: FirebaseRc): TargetProject | undefined {
  const flag = args.findIndex((arg) => arg === '--project' || arg === '-P');
  const given = flag >= 0 ? args[flag + 1] : undefined;
  const projects = rc.projects ?? {};
  if (given === undefined)
    return projects.default === undefined
      ? undefined
      : { id: projects.default, alias: 'default', source: '.firebaserc default' };
  const aliased = projects[given];
  return aliased !== undefined
    ? { id: aliased, alias: given, source: '--project' }
    : { id: given, source: '--project' };
}
