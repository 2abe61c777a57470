import { z } from 'zod';
import { previewSubscriptionChange } from '../billing/invoice-preview.service.js';
import { invoicePaySchema, payInvoice } from '../billing/invoice-pay.service.js';
import { voidInvoice } from '../billing/invoice-void.service.js';
import { itemChangesParam } from '../billing/subscription-settings.js';
import { expandParam, formInt, pageParams, parseParams } from '../http/params.js';
import { json, type Router } from '../http/router.js';
import { expandTree, renderObject } from '../state/expand.js';
import { listResponse } from '../state/list.js';

const retrieveSchema = z.object({ expand: expandParam });
const listSchema = z.object({
  ...pageParams,
  customer: z.string().optional(),
  subscription: z.string().optional(),
  status: z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']).optional(),
  expand: expandParam,
});

const previewSchema = z.object({
  customer: z.string().optional(),
  subscription: z.string().optional(),
  subscription_details: z
    .object({
      items: itemChangesParam,
      proration_behavior: z.enum(['none', 'create_prorations', 'always_invoice']).optional(),
      proration_date: formInt.optional(),
      trial_end: z.union([z.literal('now'), formInt]).optional(),
    })
    .optional(),
  expand: expandParam,
});

/** Invoices: retrieve, list (newest first), pay, void, preview; their PaymentIntents via `expand[]=payments`. */
export function registerInvoiceRoutes(router: Router): void {
  router.post('/v1/invoices/create_preview', 'secret', ({ input, state }) => {
    const params = parseParams(previewSchema, input);
    const invoice = previewSubscriptionChange(state, params);
    return json(renderObject(invoice, expandTree(params.expand), state));
  });

  router.post('/v1/invoices/:id/void', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    const invoice = voidInvoice(state, state.invoices.require(params.id ?? ''));
    return json(renderObject(invoice, expandTree(expand), state));
  });

  router.post('/v1/invoices/:id/pay', 'secret', ({ input, params, state }) => {
    const pay = parseParams(invoicePaySchema, input);
    const invoice = payInvoice(state, state.invoices.require(params.id ?? ''), pay);
    return json(renderObject(invoice, expandTree(pay.expand), state));
  });

  router.get('/v1/invoices/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(renderObject(state.invoices.require(params.id ?? ''), expandTree(expand), state));
  });

  router.get('/v1/invoices', 'secret', ({ input, state }) => {
    const params = parseParams(listSchema, input);
    const invoices = state.invoices
      .values()
      .reverse()
      .filter((invoice) => {
        if (params.customer && invoice.customer !== params.customer) return false;
        if (params.status && invoice.status !== params.status) return false;
        const subscription = invoice.parent?.subscription_details?.subscription;
        return !params.subscription || subscription === params.subscription;
      });
    return json(listResponse(invoices, params, '/v1/invoices', expandTree(params.expand), state));
  });
}
