import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@lome/shared';
import { AppError } from '../lib/app-error.js';
import * as repo from '../modules/rate-limits/rate-limits.repository.js';

export type RateLimitRule = {
  /** Names the counter, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowSeconds: number;
  /** What is counted (an IP, an e-mail...); undefined skips this rule for the request. */
  key: (request: FastifyRequest) => string | undefined;
  /** Give the hit back when the answer is a success, so only failures use up the allowance. */
  refundOnSuccess?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler counting each request against fixed windows kept in the database; 429 when over. */
    rateLimit: (...rules: RateLimitRule[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    rateLimitRefunds?: string[];
  }
}

/** Rate limits shared by every API process: the counters live in the `rate_limits` table (D8). */
export default fp(async function rateLimitPlugin(app: FastifyInstance) {
  app.decorateRequest('rateLimitRefunds', undefined);

  app.decorate(
    'rateLimit',
    (...rules: RateLimitRule[]) =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const nowSec = Math.floor(Date.now() / 1000);
        for (const rule of rules) {
          const subject = rule.key(request);
          if (subject === undefined) continue;
          const key = `${rule.name}:${subject}`;
          const { count, windowEndsAt } = await repo.hit(app.db, key, nowSec, rule.windowSeconds);
          if (count > rule.max) {
            reply.header('Retry-After', String(Math.max(1, windowEndsAt - nowSec)));
            throw new AppError(429, 'RATE_LIMITED', messages.tooManyRequests);
          }
          if (rule.refundOnSuccess) (request.rateLimitRefunds ??= []).push(key);
        }
      },
  );

  // onSend rather than onResponse: the refund is done before the caller sees the answer and tries again.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.rateLimitRefunds && reply.statusCode < 400) {
      for (const key of request.rateLimitRefunds) await repo.refund(app.db, key);
    }
    return payload;
  });
});

/** Rule key helpers. */
export const byIp = (request: FastifyRequest): string => request.ip;

export const byBodyEmail = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
