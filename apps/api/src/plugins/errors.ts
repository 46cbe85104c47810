import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { messages } from '@lome/shared';
import { AppError } from '../lib/app-error.js';

type ErrorBody = { message: string; code: string; errors?: Record<string, string[]> };

/**
 * Fastify's `frameworkErrors` option: what it refuses before any route or hook runs (a path with a broken
 * %-escape such as `/api/referral/check/%E0%A4%A`, a path parameter over its length limit), answered in French
 * in the usual shape instead of Fastify's English text.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({ message: messages.badUrl, code: 'BAD_URL' } satisfies ErrorBody);
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ message: messages.urlTooLong, code: 'URL_TOO_LONG' } satisfies ErrorBody);
  } else {
    request.log.error({ err: error }, 'request failed before routing');
    reply.status(500).send({ message: messages.serverError, code: 'SERVER_ERROR' } satisfies ErrorBody);
  }
}

/** Turns every error into `{message, code, errors?}`; 5xx details are logged with the request id, never sent. */
export default fp(async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.errors) body.errors = error.errors;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (errors[field] ??= []).push(issue.message ?? messages.invalidInput);
      }
      return reply
        .status(422)
        .send({ message: messages.invalidInput, code: 'VALIDATION_ERROR', errors } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: messages.tooManyRequests, code: 'RATE_LIMITED' });
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(status).send({ message: messages.serverError, code: 'SERVER_ERROR' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send({ message: messages.payloadTooLarge, code: 'PAYLOAD_TOO_LARGE' });
    }
    return reply.status(status).send({ message: messages.badRequest, code: error.code ?? 'BAD_REQUEST' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: messages.notFound, code: 'NOT_FOUND' } satisfies ErrorBody);
  });
});
