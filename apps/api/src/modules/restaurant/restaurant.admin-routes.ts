import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  openingHoursSchema,
  pauseRequestSchema,
  restaurantHoursSchema,
  restaurantStatusSchema,
  rushRequestSchema,
} from '@lome/shared';
import * as service from './restaurant.service.js';

/** The kitchen's switches under /api/admin, the board's, so staff's too (decision 0038). */
export async function kitchenSwitchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const status = { 200: restaurantStatusSchema };

  app.put('/pause', { schema: { body: pauseRequestSchema, response: status } }, async (request) =>
    service.pauseOrders(app, request.body, request.user!.id),
  );
  app.delete('/pause', { schema: { response: status } }, async (request) =>
    service.resumeOrders(app, request.user!.id),
  );
  app.put('/rush', { schema: { body: rushRequestSchema, response: status } }, async (request) =>
    service.setRush(app, request.body.on, request.user!.id),
  );
}

/** The opening hours under /api/admin, set by admins (P4.1). */
export default async function restaurantAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/opening-hours', { schema: { response: { 200: restaurantHoursSchema } } }, async (_r, reply) => {
    reply.header('cache-control', 'no-store');
    return service.getOpeningHours(app);
  });
  app.put(
    '/opening-hours',
    { schema: { body: openingHoursSchema, response: { 200: restaurantHoursSchema } } },
    async (request) => service.saveOpeningHours(app, request.body, request.user!.id),
  );
}
