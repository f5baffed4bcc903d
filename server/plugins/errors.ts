/**
 * One error shape for every answer: `{ message, errors?, code?, requestId?, errorMessage? }`.
 * Validation failures name the field; 500s carry the request id and never a stack.
 *
 * In Spanish, `message` names a field by the console's Spanish label of it (http/fieldLabels.ts), its API
 * name only where the console has none; `errors[].field` stays the API name, which the console matches to
 * its inputs. In English `message` keeps the API name: it is the contract's vocabulary, already English
 * words, that API clients, logs and tests match on, while the console shows each refusal on its labelled input.
 */
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import zodSpanish from 'zod/v4/locales/es.js';
import { type DatabaseFault, databaseFault } from '../db/databaseFaults';
import { isDomainError } from '../db/domainErrors';
import { HttpError, httpErrorOf } from '../http/errors';
import { endpointLabels } from '../http/fieldLabels';
import { type Language, languageOf, m, render } from '../http/text';
import { spanishRefusal } from '../http/refusals';

const frameworkRefusals: Record<number, ReturnType<typeof m>> = {
  400: m`The request is malformed.`,
  404: m`There is nothing at this address.`,
  413: m`The request is too large.`,
  415: m`The request's content type is not supported.`,
};

/**
 * The database's failures (db/databaseFaults.ts) are the service's, not the request's: 503, with Retry-After and a
 * `code` the console acts on. `unavailable` (PostgreSQL restarting or unreachable, no connection free in time)
 * passes in seconds, and the console retries a read after Retry-After. `timeout` (a statement or transaction past its
 * bound) is the server's fault too, so not 500's "bug" nor a 4xx, but is not retried by the console: the same request
 * would most likely run as long again, adding to the load that slowed it.
 */
const databaseRefusals: Record<DatabaseFault, { text: ReturnType<typeof m>; retryAfterSeconds: number }> = {
  unavailable: { text: m`The service is unavailable for a moment: its database cannot be reached. Try again in a few seconds.`, retryAfterSeconds: 3 },
  timeout: {
    text: m`The database took too long to answer this request, so it was stopped. Try again later, or ask for less (a shorter date range, fewer rows).`,
    retryAfterSeconds: 10,
  },
};

type Issue = { field: string; message: string };
type Validation = { keyword: string; instancePath: string; message?: string; params?: Record<string, unknown> };

const zodEs = zodSpanish().localeError;

/**
 * A zod issue's message in `language`: the contract's own refusals (contract/refusal.ts) from the
 * catalogue, zod's built-in ones from zod's Spanish locale.
 */
function issueMessage(v: Validation, language: Language): string {
  const message = v.message ?? 'is invalid';
  if (language === 'en') return message;
  const refusal = spanishRefusal(message);
  if (refusal !== undefined) return refusal;
  const spanish = zodEs({ ...v.params, code: v.keyword } as never);
  return typeof spanish === 'string' ? spanish : (spanish?.message ?? message);
}

/** How `message` names a field in `language`: see the top of this file. */
function fieldNamer(req: FastifyRequest, language: Language): (field: string) => string {
  if (language === 'en') return (field) => field;
  const labelOf = endpointLabels(req.method, req.routeOptions.url ?? '', req.body ?? req.query, language);
  return (field) => {
    const label = labelOf(field);
    if (label === undefined) return field;
    // A batch row's field (`1.discount.amount`): the row counted from 1, as the console shows rows.
    const row = field.split('.').find((s) => /^\d+$/.test(s));
    return row === undefined ? label : render(m`${label} (row ${Number(row) + 1})`, language);
  };
}

function validationIssues(err: { validation: Validation[]; validationContext?: string }, language: Language): Issue[] {
  return err.validation.flatMap((v) => {
    const path = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    if (v.keyword === 'unrecognized_keys') {
      const keys = (v.params as { keys?: string[] } | undefined)?.keys ?? [];
      return keys.map((k) => ({ field: path ? `${path}.${k}` : k, message: render(m`is not a known field`, language) }));
    }
    return [{ field: path || (err.validationContext ?? 'body'), message: issueMessage(v, language) }];
  });
}

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, req, reply) => {
    // The persistence layer's refusals (db/domainErrors.ts) are answered as the HttpError they map to.
    const err = isDomainError(thrown) ? httpErrorOf(thrown) : thrown;
    const language = languageOf(req);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = validationIssues(err, language);
      req.log.info({ event: 'validation.failed', route: req.routeOptions.url, errors }, 'validation failed');
      const name = fieldNamer(req, language);
      return reply.code(400).send({ message: errors.map((e) => `${name(e.field)}: ${e.message}`).join('; '), errors });
    }
    if (err instanceof HttpError) {
      if (err.headers) reply.headers(err.headers);
      const name = err.errors ? fieldNamer(req, language) : undefined;
      const say = (text: Parameters<typeof render>[0]) => render(text, language, name);
      return reply.code(err.statusCode).send({
        message: say(err.text),
        errors: err.errors?.map(({ field, text }) => ({ field, message: say(text) })),
        code: err.code,
        errorMessage: err.errorMessage && say(err.errorMessage),
      });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, body too large…) are English: name the status in other languages.
      const refusal = frameworkRefusals[status] ?? m`The request was refused.`;
      return reply.code(status).send({ message: language === 'en' ? err.message : render(refusal, language) });
    }
    const fault = databaseFault(err);
    if (fault) {
      const refusal = databaseRefusals[fault];
      req.log[fault === 'timeout' ? 'error' : 'warn']({ err, event: `db.${fault}` }, `database ${fault}`);
      reply.header('retry-after', String(refusal.retryAfterSeconds));
      return reply.code(503).send({ message: render(refusal.text, language), code: fault, requestId: String(req.id) });
    }
    req.log.error({ err }, 'request failed');
    return reply.code(500).send({ message: render(m`Internal server error.`, language), requestId: String(req.id) });
  });
});
