import { OAuthError } from '../http/paypal-error.js';
import { json, type Router } from '../http/router.js';
import { newNonce } from '../state/ids.js';
import { TOKEN_LIFETIME_SECONDS } from '../state/paypal-state.js';

export const APP_ID = 'APP-80W284485P519543T';
const SCOPE = [
  'https://uri.paypal.com/services/subscriptions',
  'https://uri.paypal.com/services/applications/webhooks',
  'https://uri.paypal.com/services/payments/payment',
  'openid',
].join(' ');

/** `POST /v1/oauth2/token`: client credentials (Basic client_id:secret) → Bearer app token. */
export function registerOAuthRoutes(router: Router): void {
  router.post('/v1/oauth2/token', 'client-credentials', ({ rawBody, state }) => {
    const grantType = new URLSearchParams(rawBody).get('grant_type');
    if (!grantType) throw new OAuthError(400, 'unsupported_grant_type', 'Grant Type is NULL');
    if (grantType !== 'client_credentials')
      throw new OAuthError(
        400,
        'unsupported_grant_type',
        `Grant Type ${grantType} is not supported`,
      );
    return json({
      scope: SCOPE,
      access_token: state.issueToken('app'),
      token_type: 'Bearer',
      app_id: APP_ID,
      expires_in: TOKEN_LIFETIME_SECONDS,
      nonce: newNonce(),
    });
  });
}
