/** Errors a handler throws on purpose; the error handler (plugins/errors.ts) turns them into answers. */

/** What every 400 for bad input says above its field errors. */
export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';

/** Bad input: a 400 `{message, errors: {field: text}}` naming each field. */
export class BadInputError extends Error {
  readonly statusCode = 400;

  constructor(
    readonly errors: Record<string, string>,
    message: string = CHECK_FIELDS_MESSAGE,
  ) {
    super(message);
    this.name = 'BadInputError';
  }
}

/** A 4xx with only a message, e.g. 415 for a JSON body sent where multipart is expected. */
export class RequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}
