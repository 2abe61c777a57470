/**
 * An error the caller is meant to see: it carries the HTTP status and the stable `code`
 * of the `{ error: { code, message } }` answer. Anything else becomes a 500.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found'): AppError =>
  new AppError(404, 'not-found', message);
