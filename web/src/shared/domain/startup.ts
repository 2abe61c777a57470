/** Startup limits of spec 02 §4.1 and §9. */
export const STARTUP_TIMEOUT_MS = 5000;
export const PROTECTED_STARTUP_TIMEOUT_MS = 30000;
export const MAX_STARTUP_RELOADS = 5;

/** What the app waits for before a gated route renders. */
export type StartupParts = {
  auth: boolean;
  flags: boolean;
  /** The payment provider's script; only protected routes (the paying ones) wait for it. */
  paymentProvider: boolean;
};

export function isStartupReady(parts: StartupParts, protectedRoute: boolean): boolean {
  return parts.auth && parts.flags && (!protectedRoute || parts.paymentProvider);
}

export const startupTimeoutMs = (protectedRoute: boolean): number =>
  protectedRoute ? PROTECTED_STARTUP_TIMEOUT_MS : STARTUP_TIMEOUT_MS;

/**
 * On timeout: a protected route reloads while fewer than 5 reloads were tried (the count lives in
 * local storage); otherwise the app goes on with what it has and the timeout is logged.
 */
export function onStartupTimeout(input: {
  protectedRoute: boolean;
  reloads: number;
}): 'reload' | 'proceed' {
  return input.protectedRoute && input.reloads < MAX_STARTUP_RELOADS ? 'reload' : 'proceed';
}

/** The stored reload count; anything unreadable counts as none. */
export function parseReloadCount(raw: string | null): number {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : 0;
}
