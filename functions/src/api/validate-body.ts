import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError } from '../domain/app-error';

export function summariseIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}

export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success)
    throw new AppError('invalid', 'invalid-request', summariseIssues(result.error));
  return result.data;
}

/** A handler that only runs with a body that matched schema (unknown keys stripped). */
export function withBody<S extends z.ZodType>(
  schema: S,
  handler: (req: Request, res: Response, body: z.output<S>) => Promise<void>,
): RequestHandler {
  return async (req, res) => {
    await handler(req, res, parseOrThrow(schema, req.body ?? {}));
  };
}
