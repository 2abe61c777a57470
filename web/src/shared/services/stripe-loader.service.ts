import type { Stripe } from '@stripe/stripe-js';
import type { AppEnv } from './env';
import { loadScript } from './load-script';

const RETRY_DELAY_MS = 1000;

/**
 * Loads Stripe.js from the configured URL (js.stripe.com in production, the local emulator's
 * stand-in otherwise) before loadStripe, which then uses the window.Stripe it finds. The
 * loadStripe wrapper is a lazy chunk too: only protected routes need it. A failed load is
 * reported and retried once after 1 s; when that fails too, "not loaded" is reported and the
 * next caller starts over (spec 02 §8).
 */
export class StripeLoaderService {
  private stripe?: Promise<Stripe>;

  constructor(
    private readonly env: AppEnv,
    private readonly onError: (error: unknown) => void,
  ) {}

  load(): Promise<Stripe> {
    this.stripe ??= this.loadWithRetry().catch((error: unknown) => {
      this.stripe = undefined;
      throw error;
    });
    return this.stripe;
  }

  private async loadWithRetry(): Promise<Stripe> {
    try {
      return await this.loadOnce();
    } catch (error) {
      this.onError(error);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    try {
      return await this.loadOnce();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const notLoaded = new Error(`Stripe.js not loaded: ${reason}`, { cause: error });
      this.onError(notLoaded);
      throw notLoaded;
    }
  }

  private async loadOnce(): Promise<Stripe> {
    const [{ loadStripe }] = await Promise.all([
      import('@stripe/stripe-js/pure'),
      loadScript(this.env.stripeJsUrl),
    ]);
    const stripe = await loadStripe(this.env.stripePublishableKey);
    if (!stripe) throw new Error('Stripe.js did not load');
    return stripe;
  }
}
