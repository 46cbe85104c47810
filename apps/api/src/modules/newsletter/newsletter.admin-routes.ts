import type { FastifyInstance } from 'fastify';
import { attachment } from '../../lib/csv.js';
import * as service from './newsletter.service.js';

/** The newsletter list for admins (P10.2): a CSV download. */
export default async function newsletterAdminRoutes(app: FastifyInstance) {
  app.get('/newsletter/subscribers.csv', async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment('newsletter-abonnes.csv'))
      // Addresses of people: not for shared caches, not kept by the browser.
      .header('cache-control', 'no-store')
      .send(await service.exportSubscribersCsv(app.db)),
  );
}
