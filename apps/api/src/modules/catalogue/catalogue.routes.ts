import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueMessages,
  categorySchema,
  dishSchema,
  menuSchema,
  publicationSchema,
  specialiteSchema,
  typePublishSchema,
} from '@lome/shared';
import { matchesEtag } from '../../lib/etag.js';
import { createCatalogueCache, pickEncoding, type CachedBody } from './catalogue.cache.js';
import * as service from './catalogue.service.js';

// An article is not ETag-cached here: the browser keeps it a minute.
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
// The menu and lists are revalidated on every use, a 304 when nothing changed: an admin's edit shows at once
// (docs/decisions/0026-menu-sold-out-and-hidden.md), where a minute of freshness would hide it.
const REVALIDATE = 'public, no-cache';

/** Public catalogue reads (P12.1): cached per catalogue version, with ETag revalidation. */
export default async function catalogueRoutes(app: FastifyInstance) {
  const cache = createCatalogueCache(app.db);

  /**
   * Declares a GET whose body is checked against `schema` once per catalogue version, then sent as cached bytes
   * (the response schema documents the shape; the handler sends a Buffer, which Fastify does not re-serialize).
   */
  function cachedGet<S extends z.ZodType>(url: string, schema: S, load: () => Promise<z.output<S>>) {
    const routeSchema: FastifySchema = { response: { 200: schema } };
    const send = (request: FastifyRequest, reply: FastifyReply, entry: CachedBody) => {
      reply.header('cache-control', REVALIDATE).header('etag', entry.etag).header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(entry.bodies[encoding]);
    };
    // The bodies are already compressed: the compress plugin's hooks would only cost time on these routes.
    app.get(url, { schema: routeSchema, compress: false, decompress: false }, (request, reply) => {
      const ready = cache.peek(url);
      if (ready) return send(request, reply, ready);
      return cache
        .get(url, async () => schema.parse(await load()))
        .then((entry) => send(request, reply, entry));
    });
  }

  cachedGet('/categories', z.array(categorySchema), () => service.getCategories(app.db));
  cachedGet('/dishes', z.array(dishSchema), () => service.getDishes(app.db, app.clock.now()));
  cachedGet('/menu', menuSchema, () => service.getMenu(app.db, app.clock.now()));
  cachedGet('/specialites', z.array(specialiteSchema), () => service.getSpecialites(app.db));
  cachedGet('/typepublishes', z.array(typePublishSchema), () => service.getTypePublishes(app.db));
  cachedGet('/publishes/content', z.array(publicationSchema), () => service.getPublications(app.db));

  // Not in the shared cache: its keys would be whatever ids visitors type. The browser keeps it a minute.
  const publicationParams = z.object({
    id: z.string().min(1, catalogueMessages.publicationRef).max(64, catalogueMessages.publicationRef),
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/publications/:id',
      { schema: { params: publicationParams, response: { 200: publicationSchema } } },
      async (request, reply) => {
        const publication = await service.getPublication(app.db, request.params.id);
        return reply.header('cache-control', CACHE_CONTROL).send(publication);
      },
    );
}
