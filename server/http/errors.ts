/**
 * Errors a handler throws to answer 4xx with a message that names what is wrong,
 * in the caller's language (text.ts): `message` is the English form, for logs.
 */
import { fieldName, m, render, type Text } from './text';

export interface FieldText {
  field: string;
  text: Text;
}

export class HttpError extends Error {
  /** Sent as `errorMessage` beside `message` (see `refusedWithErrorMessage`). */
  errorMessage?: Text;

  constructor(
    readonly statusCode: number,
    readonly text: Text,
    readonly errors?: FieldText[],
    readonly headers?: Record<string, string>,
    /** A stable code the console may act on (`stale`, `duplicate`, `in_use`). */
    readonly code?: string,
  ) {
    super(render(text));
  }
}

/** 400 naming the field: by its label in the caller's language where the console has one (plugins/errors.ts). */
export const badRequest = (field: string, text: Text) => new HttpError(400, m`${fieldName(field)}: ${text}`, [{ field, text }]);
/** A 400 whose body also carries the message as `errorMessage`, the field the console alerts (spec §8: swap shop id). */
export function refusedWithErrorMessage(field: string, text: Text): HttpError {
  const err = badRequest(field, text);
  err.errorMessage = text;
  return err;
}
export const unauthorized = (text = m`Authentication required.`) => new HttpError(401, text);
export const forbidden = (text = m`You do not have access to this resource.`) => new HttpError(403, text);
/** 404 naming what is missing: `what` is a noun phrase, such as m`Business ${id}`. */
export const notFound = (what: Text) => new HttpError(404, m`${what} was not found.`);
/** 409 `duplicate`; `field`, when given, is named in `errors` so the console can show the message on it. */
export const conflict = (text: Text, field?: string) => new HttpError(409, text, field ? [{ field, text }] : undefined, undefined, 'duplicate');
export const staleEdit = (what: Text) =>
  new HttpError(409, m`${what} was changed by someone else since you opened it. Reload it and apply your change again.`, undefined, undefined, 'stale');

/** PostgreSQL's unique_violation, raised by both PGlite and PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}
/** PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23503';
}
