import type { IncomingHttpHeaders } from 'node:http';
import type { PayPalState, TokenKind } from '../state/paypal-state.js';
import { OAuthError, PayPalError } from './paypal-error.js';
import type { AuthMode } from './router.js';

function basicCredentials(header: string | undefined): { id: string; secret: string } | undefined {
  const [scheme, value] = (header ?? '').split(' ', 2);
  if (scheme?.toLowerCase() !== 'basic' || !value) return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return { id: decoded, secret: '' };
  return { id: decoded.slice(0, separator), secret: decoded.slice(separator + 1) };
}

const invalidClient = () => new OAuthError(401, 'invalid_client', 'Client Authentication failed');

/** Checks the Authorization header for a route; answers the token kind for Bearer routes. */
export function authenticate(
  mode: AuthMode,
  headers: IncomingHttpHeaders,
  state: PayPalState,
): TokenKind | undefined {
  if (mode === 'none') return undefined;
  const { clientId, clientSecret } = state.credentials;
  if (mode === 'client-credentials' || mode === 'client-id') {
    const basic = basicCredentials(headers.authorization);
    if (!basic || basic.id !== clientId) throw invalidClient();
    if (mode === 'client-credentials' && basic.secret !== clientSecret) throw invalidClient();
    return undefined;
  }
  const [scheme, token] = (headers.authorization ?? '').split(' ', 2);
  if (scheme?.toLowerCase() !== 'bearer' || !token)
    throw new PayPalError(401, 'AUTHENTICATION_FAILURE');
  const kind = state.tokenKind(token.trim());
  if (kind === undefined)
    throw new OAuthError(401, 'invalid_token', 'Access Token not found in cache');
  if (kind === 'expired')
    throw new OAuthError(401, 'invalid_token', 'The token passed in was expired');
  if (kind === 'facilitator' && mode === 'app') throw new PayPalError(403, 'NOT_AUTHORIZED');
  return kind;
}
