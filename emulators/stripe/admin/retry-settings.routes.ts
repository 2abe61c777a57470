import { retrySettingsSchema, type RetrySettings } from '../billing/retry-settings.js';
import type { JsonObject } from '../http/json.js';
import { json, type Router } from '../http/router.js';
import { parseJsonBody } from './json-body.js';

const view = (settings: RetrySettings): JsonObject => ({
  retry_days: [...settings.retry_days],
  end_behavior: settings.end_behavior,
  invoice_after_retries: settings.invoice_after_retries,
});

/**
 * `/_emulator/billing/retry_settings`: the account's custom retry schedule for failed
 * subscription invoices (GET reads it, POST changes the fields given; reset restores defaults).
 */
export function registerRetrySettingsRoutes(router: Router): void {
  router.get('/_emulator/billing/retry_settings', 'none', ({ state }) =>
    json(view(state.retrySettings)),
  );

  router.post('/_emulator/billing/retry_settings', 'none', ({ rawBody, state }) => {
    const update = parseJsonBody(retrySettingsSchema, rawBody);
    state.retrySettings = {
      retry_days: update.retry_days ?? state.retrySettings.retry_days,
      end_behavior: update.end_behavior ?? state.retrySettings.end_behavior,
      invoice_after_retries:
        update.invoice_after_retries ?? state.retrySettings.invoice_after_retries,
    };
    return json(view(state.retrySettings));
  });
}
