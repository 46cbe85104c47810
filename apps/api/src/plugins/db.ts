import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/connection.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the database available as `app.db` and closes it with the app. */
export default fp(async function dbPlugin(app: FastifyInstance, opts: { db: Db }) {
  app.decorate('db', opts.db);
  app.addHook('onClose', async () => {
    await opts.db.destroy();
  });
});
