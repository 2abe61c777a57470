import type { Clock } from '../adapters/clock/clock.port';
import type { Identity } from '../adapters/identity/identity.port';
import type { UseCases } from '../composition/build-use-cases';
import type { RateLimits } from '../domain/rate-limits';

/** Settings the routes read (config.ts), with their defaults applied. */
export interface RouteSettings {
  /** Web origins (scheme://host[:port]) checkout may return to, besides the API's own host. */
  allowedOrigins: readonly string[];
  /** Requests allowed before 429. */
  rateLimits: RateLimits;
  /** Deployed: the client address comes from X-Forwarded-For (client-ip.ts). */
  behindGoogleFrontEnd: boolean;
}

/**
 * The one dependency shape of every route factory, `(deps: RouteDeps) => Router`: the caller's
 * identity, the clock, the app's use cases (built once by composition/build-use-cases) and the
 * settings. A use case that needs a provider this deployment lacks is null; the route answers
 * the 503 through `configured` (use-cases/shared/not-configured).
 */
export interface RouteDeps {
  identity: Identity;
  clock: Clock;
  useCases: UseCases;
  settings: RouteSettings;
}
