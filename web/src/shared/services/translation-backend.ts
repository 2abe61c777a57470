import type { BackendModule, ReadCallback } from 'i18next';

/** Where the build's translations are served (web/public/onboarding/locales). */
export const translationUrl = (language: string): string =>
  `/onboarding/locales/${encodeURIComponent(language)}/translation.json`;

/**
 * i18next's backend for our one namespace: a GET of the language's JSON. What
 * i18next-http-backend did for us, in a few lines instead of its 2.5 KB (gzip) on the first
 * screen. A network failure or a 5xx asks i18next to retry (its `read` contract: the callback's
 * second argument `true`); a 4xx or a body that is not JSON does not.
 */
export const translationBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    const url = translationUrl(language);
    fetch(url).then(
      async (response) => {
        if (!response.ok) {
          callback(
            `failed loading ${url}; status code: ${response.status}`,
            response.status >= 500,
          );
          return;
        }
        try {
          callback(null, (await response.json()) as Record<string, unknown>);
        } catch {
          callback(`failed parsing ${url} as JSON`, false);
        }
      },
      (error: unknown) =>
        callback(
          `failed loading ${url}: ${error instanceof Error ? error.message : 'network'}`,
          true,
        ),
    );
  },
};
