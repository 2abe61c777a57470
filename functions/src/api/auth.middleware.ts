import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppError } from '../domain/app-error';
import type { AuthIdentity } from '../domain/auth-identity';
import type { Identity, InvalidTokenReason } from '../adapters/identity/identity.port';
import { InvalidTokenError } from '../adapters/identity/identity.port';

/** Spec 02 §6: the exact message when a subscription call has no ID token. */
export const NOT_LOGGED_IN_MESSAGE = 'Error getting firebase token id: You are not logged in!';

const TOKEN_REFUSALS: Record<InvalidTokenReason, () => AppError> = {
  invalid: () =>
    new AppError('unauthenticated', 'invalid-token', 'The ID token is invalid or expired'),
  revoked: () =>
    new AppError(
      'unauthenticated',
      'session-revoked',
      'This session was signed out; sign in again',
    ),
  disabled: () => new AppError('unauthenticated', 'account-disabled', 'This account is disabled'),
};

const callers = new WeakMap<Request, AuthIdentity>();

/** The verified caller of a request that went through requireAuth. */
export function authUser(req: Request): AuthIdentity {
  const identity = callers.get(req);
  if (!identity) throw new Error('authUser() used on a route without requireAuth');
  return identity;
}

function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/**
 * Verifies `Authorization: Bearer <Firebase ID token>`; 401 when missing or invalid. A request
 * already verified (the rate limit's per-account step runs it first) is not verified again.
 */
export function requireAuth(identity: Identity): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (callers.has(req)) return next();
    const token = bearerToken(req);
    if (!token) throw new AppError('unauthenticated', 'unauthenticated', NOT_LOGGED_IN_MESSAGE);
    try {
      callers.set(req, await identity.verifyIdToken(token));
    } catch (error) {
      if (error instanceof InvalidTokenError) throw TOKEN_REFUSALS[error.reason]();
      throw error;
    }
    next();
  };
}
