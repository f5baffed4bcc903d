/** Errors a handler throws to answer 4xx with a message that names what is wrong. */
export class HttpError extends Error {
  /** Sent as `errorMessage` beside `message` (see `refusedWithErrorMessage`). */
  errorMessage?: string;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { field: string; message: string }[],
    readonly headers?: Record<string, string>,
    /** A stable code the console translates (`stale`, `duplicate`). */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, [{ field, message }]);
/** A 400 whose body also carries the message as `errorMessage`, the field the console alerts (spec §8: swap shop id). */
export function refusedWithErrorMessage(field: string, message: string): HttpError {
  const err = badRequest(field, message);
  err.errorMessage = message;
  return err;
}
export const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this resource.') => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} was not found.`);
/** 409 `duplicate`; `field`, when given, is named in `errors` so the console can show the message on it. */
export const conflict = (message: string, field?: string) =>
  new HttpError(409, message, field ? [{ field, message }] : undefined, undefined, 'duplicate');
export const staleEdit = (what: string) =>
  new HttpError(409, `${what} was changed by someone else since you opened it. Reload it and apply your change again.`, undefined, undefined, 'stale');

/** PostgreSQL's unique_violation, raised by both PGlite and PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}
/** PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23503';
}
