/**
 * The base class rate-limiter-flexible's README names for limiters with their own storage; the
 * package ships it (lib/) and types it (RateLimiterStoreAbstract) but does not export it by name.
 */
declare module 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js' {
  import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';
  const StoreAbstract: typeof RateLimiterStoreAbstract;
  export = StoreAbstract;
}
