import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** The optional `Idempotency-Key` header: a retried request carrying it returns what the first one created. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || key.length > 200) {
    throw new AppError(422, 'INVALID_IDEMPOTENCY_KEY', "Clé d'idempotence invalide (1 à 200 caractères).");
  }
  return key;
}
