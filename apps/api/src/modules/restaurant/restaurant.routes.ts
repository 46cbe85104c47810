import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deliverySlotsSchema,
  footerHours,
  restaurantHoursSchema,
  restaurantStatusSchema,
} from '@lome/shared';
import { revalidated } from '../../lib/etag.js';
import * as service from './restaurant.service.js';

/** What everyone may read of the restaurant's clock (P4.3): whether it takes orders, its hours, its slots. */
export default async function restaurantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/restaurant/status',
    { schema: { response: { 200: restaurantStatusSchema } } },
    async (request, reply) => {
      // Time-dependent: computed on every request, never kept by a proxy; a browser that asks again with the
      // tag of what it holds gets a 304 while nothing changed (each page a phone opens asks once).
      // The checkout offers cash when it is taken, up to its cap.
      const status = {
        ...(await service.getRestaurantStatus(app)),
        cash_max_amount: await service.getCashMaxAmount(app.db),
      };
      return revalidated(request, reply, status, 'private, no-cache');
    },
  );

  // The same for everyone and read by the server render (the footer): pages are renewed when it changes.
  app.get(
    '/restaurant/hours',
    { schema: { response: { 200: restaurantHoursSchema } } },
    async (request, reply) => {
      const hours = await service.getOpeningHours(app);
      return revalidated(request, reply, { ...hours, groups: footerHours(hours) }, 'public, no-cache');
    },
  );

  app.get(
    '/restaurant/slots',
    { schema: { response: { 200: deliverySlotsSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store');
      return { slots: await service.getDeliverySlots(app) };
    },
  );
}
