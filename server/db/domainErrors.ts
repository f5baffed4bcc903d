/**
 * The refusals of the persistence layer, in its own words: a stale edit, a missing record, a duplicate, an
 * invalid input. They know no HTTP: the error handler (server/plugins/errors.ts) answers them through the HTTP
 * layer's `httpErrorOf`, the one place that gives each its status and code, and a batch save (batch.ts) turns
 * them into its rows' results. Their `text` is the message, rendered in the caller's language where it is
 * answered (the catalogue of server/http/text.ts, which is only message text); `message` is its English form,
 * for logs.
 */
import { fieldName, m, render, type Text } from '../http/text';

/** An error whose message is meant for the caller: domain errors, and the HTTP layer's own (HttpError). */
export class Refusal extends Error {
  constructor(readonly text: Text) {
    super(render(text));
  }
}

/** The record moved on since the caller read it (its version is not the stored one): nothing was written. */
export class Stale extends Refusal {
  readonly kind = 'stale';
  /** `what` is a noun phrase, such as m`Business ${id}`. */
  constructor(readonly what: Text) {
    super(m`${what} was changed by someone else since you opened it. Reload it and apply your change again.`);
  }
}

/** The record is not there. */
export class NotFound extends Refusal {
  readonly kind = 'notFound';
  /** `what` is a noun phrase, such as m`Business ${id}`. */
  constructor(readonly what: Text) {
    super(m`${what} was not found.`);
  }
}

/** The write would make a second record where only one may be; `field`, when given, is the input that repeats one. */
export class Duplicate extends Refusal {
  readonly kind = 'duplicate';
  constructor(
    text: Text,
    readonly field?: string,
  ) {
    super(text);
  }
}

/** An input is refused: `field` (its API name) and why. */
export class Invalid extends Refusal {
  readonly kind = 'invalid';
  constructor(
    readonly field: string,
    readonly reason: Text,
  ) {
    super(m`${fieldName(field)}: ${reason}`);
  }
}

export type DomainError = Stale | NotFound | Duplicate | Invalid;

export const isDomainError = (err: unknown): err is DomainError =>
  err instanceof Stale || err instanceof NotFound || err instanceof Duplicate || err instanceof Invalid;

/** PostgreSQL's unique_violation, raised by both PGlite and PostgreSQL. */
export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}
/** PostgreSQL's foreign_key_violation. */
export function isForeignKeyViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23503';
}
