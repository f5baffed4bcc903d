/**
 * Errors a handler throws to answer 4xx with a message that names what is wrong,
 * in the caller's language (text.ts): `message` is the English form, for logs.
 * The persistence layer's refusals (db/domainErrors.ts) get their answer here too (`httpErrorOf`).
 */
import { type DomainError, Duplicate, Invalid, NotFound, Refusal, Stale } from '../db/domainErrors';
import { m, type Text } from './text';

export { isForeignKeyViolation, isUniqueViolation } from '../db/domainErrors';

export interface FieldText {
  field: string;
  text: Text;
}

export class HttpError extends Refusal {
  /** Sent as `errorMessage` beside `message` (see `refusedWithErrorMessage`). */
  errorMessage?: Text;

  constructor(
    readonly statusCode: number,
    text: Text,
    readonly errors?: FieldText[],
    readonly headers?: Record<string, string>,
    /** A stable code the console may act on (`stale`, `duplicate`, `in_use`). */
    readonly code?: string,
  ) {
    super(text);
  }
}

/**
 * The answer to a refusal of the persistence layer, the one place that maps them: a stale edit is 409 `stale`, a
 * missing record 404, a duplicate 409 `duplicate` (naming its field in `errors` when it has one, so the console can
 * show the message on it), an invalid input 400 naming its field.
 */
export function httpErrorOf(err: DomainError): HttpError {
  switch (err.kind) {
    case 'stale':
      return new HttpError(409, err.text, undefined, undefined, 'stale');
    case 'notFound':
      return new HttpError(404, err.text);
    case 'duplicate':
      return new HttpError(409, err.text, err.field ? [{ field: err.field, text: err.text }] : undefined, undefined, 'duplicate');
    case 'invalid':
      return new HttpError(400, err.text, [{ field: err.field, text: err.reason }]);
  }
}

/** 400 naming the field: by its label in the caller's language where the console has one (plugins/errors.ts). */
export const badRequest = (field: string, text: Text) => httpErrorOf(new Invalid(field, text));
/** A 400 whose body also carries the message as `errorMessage`, the field the console alerts (spec §8: swap shop id). */
export function refusedWithErrorMessage(field: string, text: Text): HttpError {
  const err = badRequest(field, text);
  err.errorMessage = text;
  return err;
}
export const unauthorized = (text = m`Authentication required.`) => new HttpError(401, text);
export const forbidden = (text = m`You do not have access to this resource.`) => new HttpError(403, text);
/** 404 naming what is missing: `what` is a noun phrase, such as m`Business ${id}`. */
export const notFound = (what: Text) => httpErrorOf(new NotFound(what));
/** 409 `duplicate`; `field`, when given, is named in `errors` so the console can show the message on it. */
export const conflict = (text: Text, field?: string) => httpErrorOf(new Duplicate(text, field));
export const staleEdit = (what: Text) => httpErrorOf(new Stale(what));
