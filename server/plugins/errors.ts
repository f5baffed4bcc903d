/**
 * One error shape for every answer: `{ message, errors?, code?, requestId?, errorMessage? }`.
 * Validation failures name the field; 500s carry the request id and never a stack.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http/errors';

type Issue = { field: string; message: string };

function validationIssues(err: { validation: { keyword: string; instancePath: string; message?: string; params?: unknown }[]; validationContext?: string }): Issue[] {
  return err.validation.flatMap((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (v.keyword === 'unrecognized_keys') {
      const keys = (v.params as { keys?: string[] } | undefined)?.keys ?? [];
      return keys.map((k) => ({ field: path ? `${path}.${k}` : k, message: 'is not a known field' }));
    }
    return [{ field: path || (err.validationContext ?? 'body'), message: v.message ?? 'is invalid' }];
  });
}

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = validationIssues(err);
      req.log.info({ event: 'validation.failed', route: req.routeOptions.url, errors }, 'validation failed');
      return reply.code(400).send({ message: errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors });
    }
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.statusCode).send({ message: err.message, errors: err.errors, code: err.code, errorMessage: err.errorMessage });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: err.message });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error.', requestId: String(req.id) });
  });
});
