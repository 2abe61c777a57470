import type { RequestHandler } from 'express';
import { AppError } from '../domain/app-error';

/** Deeper than any body the API reads; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32;

/** Whether every key and string in `value` is well-formed Unicode (no lone surrogates). */
export function isWellFormedJson(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (value === null || typeof value !== 'object') return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => isWellFormedJson(item, depth + 1));
  return Object.entries(value).every(
    ([key, item]) => key.isWellFormed() && isWellFormedJson(item, depth + 1),
  );
}

/**
 * JSON may carry lone surrogates ("\ud800"), which no provider API, URL or database key can
 * take: refuse them before any route sees the body.
 */
export const wellFormedText: RequestHandler = (req, _res, next) => {
  if (isWellFormedJson(req.body)) return next();
  next(
    new AppError(
      'invalid',
      'invalid-request',
      'The body must be valid Unicode text nested at most 32 levels deep',
    ),
  );
};
