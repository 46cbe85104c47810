import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cashCollectSchema,
  cashCollectionSchema,
  messages,
  orderMessages,
  orderQuoteSchema,
  paymentStatusResponseSchema,
  savedAddressListSchema,
  recordIdSchema,
  staffCustomerListSchema,
  staffCustomerQuerySchema,
  staffOrderCreateSchema,
  staffOrderCreatedSchema,
  staffOrderQuoteRequestSchema,
  staffPushRequestSchema,
  staffPushSchema,
  orderSummarySchema,
} from '@lome/shared';
import { listAddresses } from '../addresses/addresses.service.js';
import { findCustomersForStaff } from '../users/light-customers.service.js';
import { collectOrderCash } from './cash.service.js';
import { createStaffOrder, getOrderPaymentForStaff, quoteStaffOrder } from './staff-orders.service.js';
import { pushAgain, switchToCash } from './stuck-prompt.service.js';

const idParams = z.object({ id: recordIdSchema(orderMessages.orderRef) });
const customerParams = z.object({ id: recordIdSchema(messages.invalidValue) });
const paymentParams = idParams.extend({ paymentId: recordIdSchema(orderMessages.orderRef) });

/** Orders staff take by phone or WhatsApp, and cash collected, under /api/admin. */
export default async function staffOrderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/orders',
    { schema: { body: staffOrderCreateSchema, response: { 201: staffOrderCreatedSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createStaffOrder(app, request.body, request.user!.id)),
  );

  // What the order being taken will charge, read out to the caller before the push.
  app.post(
    '/orders/quote',
    { schema: { body: staffOrderQuoteRequestSchema, response: { 200: orderQuoteSchema } } },
    async (request) => quoteStaffOrder(app, request.body),
  );

  // The caller's saved addresses, to place their delivery point without typing it.
  app.get(
    '/orders/customers/:id/addresses',
    { schema: { params: customerParams, response: { 200: savedAddressListSchema } } },
    async (request) => listAddresses(app.db, request.params.id),
  );

  // The caller, by number or e-mail; under the board's prefix, where staff work (audit/admin-roles.test.ts).
  app.get(
    '/orders/customers',
    { schema: { querystring: staffCustomerQuerySchema, response: { 200: staffCustomerListSchema } } },
    async (request) => ({ customers: await findCustomersForStaff(app.db, request.query.q) }),
  );

  // The push sent to the caller, followed live by the "Nouvelle commande" dialog.
  app.get(
    '/orders/:id/payments/:paymentId',
    { schema: { params: paymentParams, response: { 200: paymentStatusResponseSchema } } },
    async (request) => getOrderPaymentForStaff(app, request.params.id, request.params.paymentId),
  );

  // "Renvoyer la demande" or another number: the prompt staff saw is replaced (decision 0077).
  app.post(
    '/orders/:id/payment',
    { schema: { params: idParams, body: staffPushRequestSchema, response: { 200: staffPushSchema } } },
    async (request) => pushAgain(app, request.params.id, request.body),
  );

  // "Passer en espèces": the prompt is ended, the order waits for its cash.
  app.post(
    '/orders/:id/cash-instead',
    { schema: { params: idParams, response: { 200: orderSummarySchema } } },
    async (request) => switchToCash(app, request.params.id, request.user!.id),
  );

  // "Espèces encaissées": once; the same call again answers as before, another amount 409.
  app.post(
    '/orders/:id/cash',
    { schema: { params: idParams, body: cashCollectSchema, response: { 200: cashCollectionSchema } } },
    async (request) =>
      collectOrderCash(app, {
        orderId: request.params.id,
        amount: request.body.amount,
        actor: request.user!,
      }),
  );
}
