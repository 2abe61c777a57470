import type { Request, RequestHandler, Router } from 'express';
import type { Identity } from '../adapters/identity/identity.port';
import { API_PREFIX } from '../contract/endpoints';
import type { AnswerSent, Endpoint, PathParams } from '../contract/endpoints';
import type { z } from '../contract/zod';
import { requireAuth } from './auth.middleware';
import { noStore } from './no-store.middleware';
import { PaymentRequiredReply, sendPaymentRequired } from './payment-required';
import type { FieldErrors } from './validate-body';
import { parseOrThrow } from './validate-body';

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;

/** What the route hands its handler: the body and query parsed with the endpoint's schemas. */
export interface Served<E extends Endpoint> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: PathParams<E['path']>;
}

/** The handler's answer: the endpoint's answer type, or the 402 where the table allows one. */
export type Reply<E extends Endpoint> =
  AnswerSent<E> | (E['paymentRequired'] extends true ? PaymentRequiredReply : never);

/** A 204 endpoint's handler answers nothing. */
export type EndpointHandler<E extends Endpoint> = (
  req: Request,
  served: Served<E>,
) => AnswerSent<E> extends undefined ? Promise<void> : Promise<Reply<E>>;

export interface RouteOptions {
  /** Cache-Control: no-store on the answer (and its errors after authentication). */
  noStore?: boolean;
  /** Body fields whose refusal has its own answer (validate-body's FieldErrors). */
  fieldErrors?: FieldErrors;
}

/** `path` as a router mounted at `mount` sees it. */
export function mountedPath(path: string, mount: string = API_PREFIX): string {
  if (!path.startsWith(`${mount}/`)) throw new Error(`${path} is not under ${mount}`);
  return path.slice(mount.length);
}

function paramsOf<E extends Endpoint>(req: Request): PathParams<E['path']> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.params))
    params[name] = typeof value === 'string' ? value : '';
  return params as PathParams<E['path']>;
}

/**
 * Mounts endpoints of the contract's table on `router` (mounted at `mount`): method and path from
 * the table, the Bearer check for `bearer` routes, then no-store, then the body or query parsed
 * with the endpoint's schema (a refusal is the usual 400), and the handler's answer sent with the
 * endpoint's status. The handler returns the answer, so its type is checked against the table's.
 */
export function endpointRoutes(router: Router, identity: Identity, mount: string = API_PREFIX) {
  return function route<E extends Endpoint>(
    endpoint: E,
    handler: EndpointHandler<E>,
    options: RouteOptions = {},
  ): void {
    const handlers: RequestHandler[] = [];
    if (endpoint.auth === 'bearer') handlers.push(requireAuth(identity));
    if (options.noStore) handlers.push(noStore);
    handlers.push(async (req, res) => {
      const served: Served<E> = {
        body: (endpoint.body
          ? parseOrThrow(endpoint.body, req.body ?? {}, options.fieldErrors)
          : undefined) as Parsed<E['body']>,
        query: (endpoint.query ? parseOrThrow(endpoint.query, req.query) : undefined) as Parsed<
          E['query']
        >,
        params: paramsOf<E>(req),
      };
      const reply = await handler(req, served);
      if (reply instanceof PaymentRequiredReply) sendPaymentRequired(res, reply.required);
      else if (endpoint.status === 204) res.status(204).end();
      else res.status(endpoint.status).json(reply);
    });
    const path = mountedPath(endpoint.path, mount);
    if (endpoint.method === 'GET') router.get(path, ...handlers);
    else router.post(path, ...handlers);
  };
}
