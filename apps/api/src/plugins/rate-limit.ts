import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages } from '@lome/shared';
import { AppError } from '../lib/app-error.js';
import type { Db } from '../db/connection.js';

export type RateLimitRule = {
  /** Names the counter, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowSeconds: number;
  /** What is counted (an IP, an e-mail...); undefined skips this rule for the request. */
  key: (request: FastifyRequest) => string | undefined;
  /** Give the hit back when the answer is a success, so only failures use up the allowance. */
  refundOnSuccess?: boolean;
  /**
   * Told when this rule starts refusing, at most once per window and `key` (say, once per account whatever the
   * address being refused), so someone can be warned without a message per refused attempt.
   */
  onLimited?: {
    key: (request: FastifyRequest) => string | undefined;
    notify: (request: FastifyRequest, reply: FastifyReply) => void;
  };
};

/** Where the counters live (the rate-limits module's, passed in by app.ts: plugins never import modules). */
export type RateLimitCounters = {
  hit: (
    db: Db,
    key: string,
    nowSec: number,
    windowSec: number,
  ) => Promise<{ count: number; windowEndsAt: number }>;
  refund: (db: Db, key: string) => Promise<void>;
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

/** Marks the preHandlers whose rules give successful hits back, so only their routes get the refund hook. */
const refunds = Symbol('rateLimitRefunds');
type Limiter = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { [refunds]?: true };

/** Rate limits shared by every API process: the counters live in the `rate_limits` table (P13.1). */
export default fp(async function rateLimitPlugin(
  app: FastifyInstance,
  { counters }: { counters: RateLimitCounters },
) {
  app.decorateRequest('rateLimitRefunds', undefined);

  async function notifyOnce(
    rule: RateLimitRule,
    request: FastifyRequest,
    reply: FastifyReply,
    nowSec: number,
  ) {
    const subject = rule.onLimited!.key(request);
    if (subject === undefined) return;
    const notices = `${rule.name}-notice:${subject}`;
    const { count } = await counters.hit(app.db, notices, nowSec, rule.windowSeconds);
    if (count === 1) rule.onLimited!.notify(request, reply);
  }

  app.decorate('rateLimit', (...rules: RateLimitRule[]) => {
    const limiter: Limiter = async (request, reply) => {
      const nowSec = Math.floor(Date.now() / 1000);
      for (const rule of rules) {
        const subject = rule.key(request);
        if (subject === undefined) continue;
        const key = `${rule.name}:${subject}`;
        const { count, windowEndsAt } = await counters.hit(app.db, key, nowSec, rule.windowSeconds);
        if (count > rule.max) {
          if (count === rule.max + 1 && rule.onLimited) {
            await notifyOnce(rule, request, reply, nowSec);
          }
          reply.header('Retry-After', String(Math.max(1, windowEndsAt - nowSec)));
          throw new AppError(429, 'RATE_LIMITED', messages.tooManyRequests);
        }
        if (rule.refundOnSuccess) (request.rateLimitRefunds ??= []).push(key);
      }
    };
    if (rules.some((rule) => rule.refundOnSuccess)) limiter[refunds] = true;
    return limiter;
  });

  // onSend rather than onResponse: the refund is done before the caller sees the answer and tries again.
  // Added only to the routes that refund, so every other answer (the polled status above all) skips it.
  async function refundHook(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (request.rateLimitRefunds && reply.statusCode < 400) {
      for (const key of request.rateLimitRefunds) await counters.refund(app.db, key);
    }
    return payload;
  }
  app.addHook('onRoute', (route) => {
    const preHandlers = [route.preHandler ?? []].flat() as Limiter[];
    if (!preHandlers.some((handler) => handler[refunds])) return;
    route.onSend = [...[route.onSend ?? []].flat(), refundHook] as typeof route.onSend;
  });
});

/** Rule key helpers. */
export const byIp = (request: FastifyRequest): string => request.ip;

export const byBodyEmail = (request: FastifyRequest): string | undefined => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};
