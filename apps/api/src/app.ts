import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import { publicUrlOf } from './config/env.js';
import type { Db } from './db/connection.js';
import { systemClock, type Clock } from './lib/clock.js';
import dbPlugin from './plugins/db.js';
import requestScopePlugin from './plugins/request-scope.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import errorsPlugin, { frameworkErrors } from './plugins/errors.js';
import inputGuardPlugin from './plugins/input-guard.js';
import securityHeadersPlugin, { withSecurityHeaders } from './plugins/security-headers.js';
import authPlugin from './plugins/auth.js';
import webPlugin from './plugins/web.js';
import uploadsPlugin from './plugins/uploads.js';
import roleRoutes from './role-routes.js';
import healthRoutes from './modules/health/health.routes.js';
import catalogueRoutes from './modules/catalogue/catalogue.routes.js';
import newsletterRoutes from './modules/newsletter/newsletter.routes.js';
import contactRoutes from './modules/contact/contact.routes.js';
import paygatePlugin from './paygate/plugin.js';
import orderRoutes from './modules/sales/orders.routes.js';
import reservationRoutes from './modules/sales/reservations.routes.js';
import paymentRoutes from './modules/payments/payments.routes.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import openapiPlugin from './plugins/openapi.js';
import emptyBodyPlugin from './plugins/empty-body.js';
import accountsRoutes from './modules/auth/accounts.js';
import sponsorRoutes from './modules/sponsor/sponsor.routes.js';
import favoriteRoutes from './modules/favorites/favorites.routes.js';
import ratingRoutes from './modules/ratings/ratings.routes.js';
import { createOutbox, type Outbox } from './modules/events/events.service.js';
import liveEventsPlugin from './modules/events/events.live.js';
import restaurantRoutes from './modules/restaurant/restaurant.routes.js';
import invoiceRoutes from './modules/invoices/invoices.routes.js';
import companyRoutes from './modules/company/company.routes.js';
import { acceptInvitation } from './modules/company/company.service.js';
import addressRoutes from './modules/addresses/addresses.routes.js';
import { invoicing } from './modules/invoices/issue.service.js';
import { createPayables, type Payables } from './modules/payments/payables.js';
import { createSalePayable } from './modules/sales/paid.service.js';
import { getOrderDetail } from './modules/sales/customer-views.service.js';
import { isDishOrdered } from './modules/sales/staff-views.service.js';
import { sponsorActivationPayable } from './modules/sponsor/sponsor.service.js';
import { isDishCredited } from './modules/referral/credits.service.js';
import { referralLedger } from './modules/referral/referral.ledger.js';
import { removeForDish as removeFavoritesOfDish } from './modules/favorites/favorites.service.js';
import { createDishReferences, type DishReferences } from './modules/catalogue/dish-references.js';
import { mailNotices } from './modules/notifications/notifications.service.js';
import { loadVapidKeys, pushNotices, webPushSender, type PushSender } from './modules/push/push.service.js';
import pushRoutes from './modules/push/push.routes.js';
import callerRoutes from './modules/callers/callers.routes.js';
import { pushEndpointGuard, type PushEndpointGuard } from './modules/push/push.endpoint.js';
import { findUserByToken } from './modules/sessions/sessions.service.js';
import { rateLimitCounters } from './modules/rate-limits/rate-limits.service.js';
import { createDishPageMeta } from './modules/catalogue/dish-page-meta.js';
import { createCatalogueCache } from './modules/catalogue/catalogue.cache.js';

export type AppOptions = {
  env: Env;
  db: Db;
  /** Tests pass false to keep the output quiet. */
  logger?: boolean;
  /** Where every rule that depends on the hour reads the time; tests fix it. */
  clock?: Clock;
  /** Which push endpoints may be reached (decision 0060); tests give their DNS answers and their stand-in. */
  pushEndpoints?: PushEndpointGuard;
};

/** Builds the whole application; server.ts listens, tests call `inject`. */
export async function buildApp({
  env,
  db,
  logger = true,
  clock = systemClock,
  pushEndpoints = pushEndpointGuard(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Behind a reverse proxy set TRUST_PROXY so rate limits see the client's address, not the proxy's.
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: withSecurityHeaders(frameworkErrors),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('clock', clock);
  app.decorate('mailer', createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR }));

  // First, so every answer carries the headers: pages, assets, uploads, API, errors and 404s.
  await app.register(securityHeadersPlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { db });
  // Each request reads the settings once (modules/settings/settings.store.ts).
  await app.register(requestScopePlugin);
  // What payments buy and who consumes the events they cause: the payment core knows only these interfaces.
  app.decorate('payables', createPayables([createSalePayable(clock), sponsorActivationPayable]));
  // The rows that name a dish, asked by the catalogue before it deletes one: it knows none of these modules.
  app.decorate(
    'dishReferences',
    createDishReferences([
      { isReferenced: isDishOrdered },
      { isReferenced: isDishCredited },
      { onDelete: removeFavoritesOfDish },
    ]),
  );
  await app.register(liveEventsPlugin);
  const mail = mailNotices({
    mailer: app.mailer,
    publicUrl: publicUrlOf(env),
  });
  app.decorate('push', webPushSender(loadVapidKeys(env), pushEndpoints));
  app.decorate(
    'outbox',
    createOutbox({
      db,
      log: app.log,
      consumers: [app.live.consumer, referralLedger, invoicing, mail, pushNotices({ sender: app.push })],
    }),
  );
  await app.register(authPlugin, { findUser: findUserByToken });
  await app.register(paygatePlugin);
  await app.register(rateLimitPlugin, { counters: rateLimitCounters });
  await app.register(compress, { threshold: 1024 });
  await app.register(emptyBodyPlugin);
  // Before the routes: the OpenAPI document is made of the routes registered after it.
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(newsletterRoutes);
      await api.register(contactRoutes);
      await api.register(orderRoutes);
      await api.register(reservationRoutes);
      await api.register(paymentRoutes);
      await api.register(accountsRoutes, { acceptInvitation });
      await api.register(sponsorRoutes);
      await api.register(favoriteRoutes);
      await api.register(ratingRoutes, {
        findOrder: async (db, userId, orderId) => (await getOrderDetail(db, userId, orderId, clock)).order,
      });
      await api.register(pushRoutes);
      await api.register(callerRoutes);
      await api.register(restaurantRoutes);
      await api.register(invoiceRoutes);
      await api.register(companyRoutes);
      await api.register(addressRoutes);
      // Staff's, admins' and riders' routes, one role hook per group (decision 0054).
      await api.register(roleRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin, { dataDir: env.DATA_DIR });
  await app.register(webPlugin, {
    distDir: env.WEB_DIST_DIR,
    publicUrl: publicUrlOf(env),
    dishMeta: createDishPageMeta(db),
    catalogueVersion: createCatalogueCache(db).version,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    clock: Clock;
    mailer: Mailer;
    payables: Payables;
    dishReferences: DishReferences;
    outbox: Outbox;
    push: PushSender;
  }
}
