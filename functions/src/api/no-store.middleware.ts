import type { RequestHandler } from 'express';

/** User-specific answers must never be cached by the browser or a CDN. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
