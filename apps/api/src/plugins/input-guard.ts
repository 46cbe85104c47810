import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasNul, messages } from '@lome/shared';
import { AppError } from '../lib/app-error.js';

type Frame = { value: unknown; key: string; parent: Frame | undefined };

const pathOf = (frame: Frame | undefined): string => {
  const keys: string[] = [];
  for (let f = frame; f?.parent; f = f.parent) keys.unshift(f.key);
  return keys.join('.') || '_';
};

/**
 * Where the first NUL character sits in a parsed body, query or path parameters, named as the validation errors
 * name fields (`dishes.0.dish_id`; `_` for the whole value or a key of it); undefined when there is none.
 * Walks with its own stack: a deeply nested body cannot overflow the call stack.
 */
export function findNul(value: unknown): string | undefined {
  const stack: Frame[] = [{ value, key: '', parent: undefined }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (typeof v === 'string') {
      if (hasNul(v)) return pathOf(frame);
      continue;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    for (const [key, child] of Object.entries(v)) {
      if (hasNul(key)) return pathOf(frame);
      stack.push({ value: child, key, parent: frame });
    }
  }
  return undefined;
}

/** True when every %-escape of a raw query string decodes (`%E0%A4%A` and `%ZZ` do not). */
function queryDecodes(query: string): boolean {
  for (const piece of query.split(/[&=]/)) {
    if (!piece.includes('%')) continue;
    try {
      decodeURIComponent(piece);
    } catch {
      return false;
    }
  }
  return true;
}

/** The first NUL in `sources` as the usual validation error, or undefined when there is none. */
function nulError(...sources: unknown[]): AppError | undefined {
  for (const source of sources) {
    const field = findNul(source);
    if (field !== undefined) {
      return new AppError(422, 'VALIDATION_ERROR', messages.invalidInput, {
        [field]: [messages.nulCharacter],
      });
    }
  }
  return undefined;
}

/**
 * Hostile input, refused in French for every route, present and future, before any schema or handler sees it:
 * a NUL character anywhere in the path parameters, query or parsed body (PostgreSQL cannot store one in text, so
 * it would end as a 500 there and be stored on SQLite), and a query string with a broken %-escape (the query
 * parser would pass it on undecoded). Multipart fields are read by the routes themselves: lib/uploads.ts checks
 * them. A broken escape in the path never reaches a route: errors.ts answers it.
 * Callback hooks rather than async ones: they run on every request, the polled status route included.
 */
export default fp(async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const at = request.url.indexOf('?');
    if (at !== -1 && !queryDecodes(request.url.slice(at + 1))) {
      return done(new AppError(400, 'BAD_URL', messages.badUrl));
    }
    // Before the route's own onRequest hooks (the session check), so nothing reads them first.
    done(nulError(request.params, request.query));
  });
  app.addHook('preValidation', (request, _reply, done) => done(nulError(request.body)));
});
