import { config, locales } from 'zod';

/**
 * The 400 answers' messages (api/validate-body) are zod's English ones. zod/mini, the contract's
 * instance, loads no locale itself, and the contract does not set one because the web would then
 * carry it; the API sets it here, once at start-up (createApp), for every zod schema alike.
 */
export function configureValidationMessages(): void {
  config(locales.en());
}
