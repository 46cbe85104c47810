import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deliverySlotsSchema,
  footerHours,
  restaurantHoursSchema,
  restaurantStatusSchema,
} from '@lome/shared';
import * as service from './restaurant.service.js';

/** What everyone may read of the restaurant's clock (P4.3): whether it takes orders, its hours, its slots. */
export default async function restaurantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/restaurant/status',
    { schema: { response: { 200: restaurantStatusSchema } } },
    async (_req, reply) => {
      // Time-dependent: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      // The checkout offers cash when it is taken, up to its cap.
      return {
        ...(await service.getRestaurantStatus(app)),
        cash_max_amount: await service.getCashMaxAmount(app.db),
      };
    },
  );

  // The same for everyone and read by the server render (the footer): pages are renewed when it changes.
  app.get(
    '/restaurant/hours',
    { schema: { response: { 200: restaurantHoursSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-cache');
      const hours = await service.getOpeningHours(app);
      return { ...hours, groups: footerHours(hours) };
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
