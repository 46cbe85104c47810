import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { profileUpdateSchema, registerSchema } from '@lome/shared';

export const DOCS_PREFIX = '/api/docs';

const binary = { type: 'string', format: 'binary' } as const;
type FormBody = { type?: string; properties?: Record<string, unknown>; required?: string[] };

/**
 * The multipart forms: their fields are read from the stream by the handler, so the route cannot declare them as
 * a body schema. The OpenAPI document describes them from the same shared schemas, plus the files.
 */
const multipartForms: Record<string, { fields?: z.ZodType; files: string[]; fileRequired?: boolean }> = {
  '/api/users/register': { fields: registerSchema, files: ['picture_user', 'picture_nif', 'picture_ceo'] },
  '/api/update-picture': { fields: profileUpdateSchema, files: ['picture_user'] },
  '/api/update-profile-picture': { files: ['picture_user'], fileRequired: true },
};

// Grouping of the calls in the docs page, by the first segment of their path.
const tags: [RegExp, string][] = [
  [/^\/api\/admin\//, 'Personnel'],
  [/^\/api\/(specialites|menu|categories|dishes|typepublishes|publishes|publications)\b/, 'Catalogue'],
  [/^\/api\/orders/, 'Commandes'],
  [/^\/api\/reservations/, 'Réservations'],
  [/^\/api\/(payment|payments|paygate)\b/, 'Paiements'],
  [/^\/api\/(sponsor|referral)\b/, 'Parrainage'],
  [/^\/api\/(contact|newsletter|health)\b/, 'Site'],
  [/^\/api\//, 'Comptes'],
];

/**
 * Publishes the contract the routes declare (their zod schemas) as OpenAPI at /api/docs/json, with a readable
 * page at /api/docs. Registered before the routes: @fastify/swagger learns them as they are added.
 */
export default fp(async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'API Chez Mama Lomé',
        version: '1.0.0',
        description:
          'Commandes, réservations, paiements mobile money (PayGate) et parrainage. Tous les montants sont des ' +
          'entiers en FCFA, calculés par le serveur. Jeton de session : en-tête `Authorization: Bearer …`, reçu de ' +
          '`POST /api/users/login` (`authorisation.token`). Les erreurs ont la forme ' +
          '`{message, code, errors?}` (errors : champ -> messages en français).',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform(input) {
      const { url, route } = input;
      // The site's pages and pictures are not the API.
      if (!url.startsWith('/api/') || url.startsWith(`${DOCS_PREFIX}/`)) {
        return { schema: { hide: true } as FastifySchema, url };
      }
      const form = multipartForms[url];
      const schema = { ...input.schema, ...(form?.fields ? { body: form.fields } : {}) };
      const out = jsonSchemaTransform({ ...input, schema }) as {
        schema: Record<string, unknown>;
        url: string;
      };
      if (form) {
        const body = (out.schema.body as FormBody | undefined) ?? { type: 'object' };
        body.properties = { ...body.properties, ...Object.fromEntries(form.files.map((f) => [f, binary])) };
        if (form.fileRequired) body.required = [...(body.required ?? []), ...form.files];
        out.schema.body = body;
        out.schema.consumes = ['multipart/form-data'];
      }
      const onRequest = [route.onRequest ?? []].flat();
      if (onRequest.includes(app.authenticate) || url.startsWith('/api/admin/')) {
        out.schema.security = [{ bearerAuth: [] }];
      }
      out.schema.tags = [tags.find(([pattern]) => pattern.test(url))![1]];
      return out as { schema: FastifySchema; url: string };
    },
  });

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // No staticCSP: the page lives under the site's own policy. It loads only its own scripts and styles, and the
    // base layout drops the top bar, whose logo (an SVG with a <style> inside) that policy refuses. No call to
    // the public validator either: the page stays on our host.
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true, layout: 'BaseLayout' },
    theme: { title: 'API Chez Mama Lomé' },
  });
});
