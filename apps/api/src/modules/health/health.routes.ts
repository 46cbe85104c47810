import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/** GET /api/health: 200 when the database answers (P13.4), 503 otherwise. */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/health', async () => {
    try {
      await sql`select 1`.execute(app.db);
    } catch {
      throw new AppError(503, 'DB_UNAVAILABLE', 'Base de données injoignable.');
    }
    return { status: 'ok' };
  });
}
