import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  openingHoursSchema,
  pauseRequestSchema,
  restaurantHoursSchema,
  restaurantStatusSchema,
  rushRequestSchema,
} from '@lome/shared';
import * as service from './kitchen.service.js';

/** The kitchen's switches for staff (pause, rush) and the opening hours for admins (D12). */
export default async function kitchenAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staff = { onRequest: app.requireRole('staff', 'admin') };
  const status = { 200: restaurantStatusSchema };

  app.put('/pause', { ...staff, schema: { body: pauseRequestSchema, response: status } }, async (request) =>
    service.pauseOrders(app, request.body, request.user!.id),
  );
  app.delete('/pause', { ...staff, schema: { response: status } }, async (request) =>
    service.resumeOrders(app, request.user!.id),
  );
  app.put('/rush', { ...staff, schema: { body: rushRequestSchema, response: status } }, async (request) =>
    service.setRush(app, request.body.on, request.user!.id),
  );

  const admin = { onRequest: app.requireRole('admin') };
  app.get(
    '/opening-hours',
    { ...admin, schema: { response: { 200: restaurantHoursSchema } } },
    async (_r, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getOpeningHours(app);
    },
  );
  app.put(
    '/opening-hours',
    { ...admin, schema: { body: openingHoursSchema, response: { 200: restaurantHoursSchema } } },
    async (request) => service.saveOpeningHours(app, request.body, request.user!.id),
  );
}
