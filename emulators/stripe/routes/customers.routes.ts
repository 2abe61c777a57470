import type Stripe from 'stripe';
import { z } from 'zod';
import { matchesSearch, parseSearchQuery } from '../billing/search-query.js';
import {
  createMetadata,
  expandParam,
  mergeMetadata,
  metadataParam,
  pageParams,
  parseParams,
} from '../http/params.js';
import { json, type Router } from '../http/router.js';
import { buildCustomer } from '../objects/customer.factory.js';
import { expandTree, renderObject } from '../state/expand.js';
import { listResponse } from '../state/list.js';

const invoiceSettingsParam = z.object({ default_payment_method: z.string().optional() }).optional();

const createSchema = z.object({
  email: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  phone: z.string().optional(),
  metadata: metadataParam,
  invoice_settings: invoiceSettingsParam,
  expand: expandParam,
});

const updateSchema = createSchema;
const listSchema = z.object({ ...pageParams, email: z.string().optional(), expand: expandParam });
const searchSchema = z.object({
  query: z.string(),
  limit: pageParams.limit,
  page: z.string().optional(),
  expand: expandParam,
});
const retrieveSchema = z.object({ expand: expandParam });

function readCustomerField(
  customer: Stripe.Customer,
  field: string,
  metadataKey?: string,
): string | null | undefined {
  switch (field) {
    case 'metadata':
      return metadataKey ? customer.metadata[metadataKey] : undefined;
    case 'email':
      return customer.email;
    case 'name':
      return customer.name;
    case 'phone':
      return customer.phone;
    default:
      return undefined;
  }
}

/** Customers: create, retrieve, update, list (email filter), search (metadata / email / name). */
export function registerCustomerRoutes(router: Router): void {
  router.post('/v1/customers', 'secret', ({ input, state }) => {
    const params = parseParams(createSchema, input);
    const defaultPaymentMethod = params.invoice_settings?.default_payment_method;
    if (defaultPaymentMethod)
      state.paymentMethods.require(
        defaultPaymentMethod,
        'invoice_settings[default_payment_method]',
      );
    const customer = state.customers.put(
      buildCustomer({
        ...params,
        metadata: createMetadata(params.metadata),
        defaultPaymentMethod,
        created: state.clock.now(),
      }),
    );
    return json(renderObject(customer, expandTree(params.expand), state));
  });

  router.get('/v1/customers/search', 'secret', ({ input, state }) => {
    const params = parseParams(searchSchema, input);
    const query = parseSearchQuery(params.query);
    const found = state.customers
      .values()
      .reverse()
      .filter((customer) =>
        matchesSearch(query, (field, key) => readCustomerField(customer, field, key)),
      );
    return json(
      listResponse(
        found,
        { limit: params.limit },
        '/v1/customers/search',
        expandTree(params.expand),
        state,
        'search_result',
      ),
    );
  });

  router.get('/v1/customers', 'secret', ({ input, state }) => {
    const params = parseParams(listSchema, input);
    const customers = state.customers
      .values()
      .reverse()
      .filter((customer) => !params.email || customer.email === params.email);
    return json(listResponse(customers, params, '/v1/customers', expandTree(params.expand), state));
  });

  router.get('/v1/customers/:id', 'secret', ({ input, params, state }) => {
    const { expand } = parseParams(retrieveSchema, input);
    return json(renderObject(state.customers.require(params.id ?? ''), expandTree(expand), state));
  });

  router.post('/v1/customers/:id', 'secret', ({ input, params, state }) => {
    const update = parseParams(updateSchema, input);
    const customer = state.customers.require(params.id ?? '');
    if (update.email !== undefined) customer.email = update.email || null;
    if (update.name !== undefined) customer.name = update.name || null;
    if (update.description !== undefined) customer.description = update.description || null;
    if (update.phone !== undefined) customer.phone = update.phone || null;
    customer.metadata = mergeMetadata(customer.metadata, update.metadata);
    const defaultPaymentMethod = update.invoice_settings?.default_payment_method;
    if (defaultPaymentMethod !== undefined) {
      if (defaultPaymentMethod)
        state.paymentMethods.require(
          defaultPaymentMethod,
          'invoice_settings[default_payment_method]',
        );
      customer.invoice_settings.default_payment_method = defaultPaymentMethod || null;
    }
    return json(renderObject(customer, expandTree(update.expand), state));
  });
}
