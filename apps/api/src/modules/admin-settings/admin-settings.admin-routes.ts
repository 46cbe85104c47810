import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSettingsSchema, companySettingsSchema, deliveryFeesSchema } from '@lome/shared';
import * as service from './admin-settings.service.js';

/** The restaurant's settings (delivery, referral programme), read and changed by admins only. */
export default async function settingsAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/settings', { schema: { response: { 200: adminSettingsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.getAdminSettings(app.db, app.env.DELIVERY_RADIUS_KM);
  });

  app.put(
    '/settings',
    { schema: { body: adminSettingsSchema, response: { 200: adminSettingsSchema } } },
    async (request) =>
      service.updateAdminSettings(app.db, request.body, request.user!.id, app.env.DELIVERY_RADIUS_KM),
  );

  // Delivery fees by distance band and the minimum order (P3.3), a list edited in a form of its own.
  app.get(
    '/delivery-fees',
    { schema: { response: { 200: deliveryFeesSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getDeliveryFeeSettings(app.db);
    },
  );

  app.put(
    '/delivery-fees',
    { schema: { body: deliveryFeesSchema, response: { 200: deliveryFeesSchema } } },
    async (request) => service.updateDeliveryFees(app.db, request.body, request.user!.id),
  );

  // Texts (invoicing identity, company direct line) beside the figures, in a form of their own.
  app.get(
    '/company-settings',
    { schema: { response: { 200: companySettingsSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.getCompanySettings(app.db);
    },
  );

  app.put(
    '/company-settings',
    { schema: { body: companySettingsSchema, response: { 200: companySettingsSchema } } },
    async (request) => service.updateCompanySettings(app.db, request.body, request.user!.id),
  );
}
