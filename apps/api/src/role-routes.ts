import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Role } from './db/types.js';
import auditAdminRoutes from './modules/audit/audit.admin-routes.js';
import catalogueAdminRoutes from './modules/catalogue/catalogue.admin-routes.js';
import optionGroupAdminRoutes from './modules/catalogue/option-groups.admin-routes.js';
import publicationAdminRoutes from './modules/catalogue/publications.admin-routes.js';
import contactAdminRoutes from './modules/contact/contact.admin-routes.js';
import eventAdminRoutes from './modules/events/events.admin-routes.js';
import invoiceAdminRoutes from './modules/invoices/invoices.admin-routes.js';
import restaurantAdminRoutes, { kitchenSwitchRoutes } from './modules/restaurant/restaurant.admin-routes.js';
import newsletterAdminRoutes from './modules/newsletter/newsletter.admin-routes.js';
import adminOrderRoutes from './modules/sales/orders.admin-routes.js';
import riderOrderRoutes from './modules/sales/orders.rider-routes.js';
import staffOrderRoutes from './modules/sales/staff-orders.admin-routes.js';
import referralAdminRoutes from './modules/referral/referral.admin-routes.js';
import refundAdminRoutes from './modules/refunds/refunds.admin-routes.js';
import reportAdminRoutes from './modules/reports/reports.admin-routes.js';
import adminReservationRoutes from './modules/sales/reservations.admin-routes.js';
import riderAdminRoutes from './modules/riders/riders.admin-routes.js';
import settingsAdminRoutes from './modules/admin-settings/admin-settings.admin-routes.js';
import sponsorAdminRoutes from './modules/sponsor/sponsor.admin-routes.js';
import usersAdminRoutes from './modules/users/users.admin-routes.js';

/** One scope whose routes all need one of `roles`: the role hook is added once, before any route (decision 0054). */
function forRoles(roles: Role[], routes: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', app.requireRole(...roles));
    for (const plugin of routes) await app.register(plugin);
  };
}

/**
 * What staff run (P10.2): the order board and its stream, staff orders and cash, reservations, the kitchen's
 * switches.
 */
const staffWork = forRoles(
  ['staff', 'admin'],
  [adminOrderRoutes, staffOrderRoutes, adminReservationRoutes, eventAdminRoutes, kitchenSwitchRoutes],
);

/** Everything else of the back-office is the owner's. */
const adminOnly = forRoles(
  ['admin'],
  [
    catalogueAdminRoutes,
    optionGroupAdminRoutes,
    publicationAdminRoutes,
    usersAdminRoutes,
    auditAdminRoutes,
    contactAdminRoutes,
    newsletterAdminRoutes,
    refundAdminRoutes,
    sponsorAdminRoutes,
    referralAdminRoutes,
    settingsAdminRoutes,
    riderAdminRoutes,
    restaurantAdminRoutes,
    reportAdminRoutes,
    invoiceAdminRoutes,
  ],
);

const riderWork = forRoles(['rider'], [riderOrderRoutes]);

/**
 * Every route that needs a role, registered here and nowhere else: `/admin` (staff's work, then the admins'),
 * `/rider`. Registered by app.ts under `/api`.
 */
export default async function roleRoutes(api: FastifyInstance) {
  await api.register(staffWork, { prefix: '/admin' });
  await api.register(adminOnly, { prefix: '/admin' });
  await api.register(riderWork, { prefix: '/rider' });
}
