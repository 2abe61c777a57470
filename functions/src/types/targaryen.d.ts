declare module 'targaryen' {
  interface RuleResult {
    allowed: boolean;
    info: string;
  }
  interface Database {
    as(auth: { uid: string; provider?: string } | null): Database;
    read(path: string): RuleResult;
    write(path: string, value: unknown): RuleResult;
    update(path: string, patch: Record<string, unknown>): RuleResult;
  }
  export function database(rules: { rules: Record<string, unknown> }, data?: unknown): Database;
}
