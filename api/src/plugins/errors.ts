/**
 * Every error becomes a JSON answer: field errors as `{message, code, errors, issues}`, other client errors as
 * `{message}` in words a visitor understands, and anything unexpected as a plain 500 `{message}`
 * (logged, never sent as a stack trace).
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FieldErrorCode, FieldIssue } from 'contract';
import { BadInputError, RequestError } from '../http/errors';

/** Fastify's and its plugins' own client errors, by code, in the site's words. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its body.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send this form as multipart/form-data.',
  FST_FILES_LIMIT: 'Too many files: attach at most one.',
  FST_FIELDS_LIMIT: 'Too many fields in the form.',
  FST_PARTS_LIMIT: 'Too many parts in the form.',
  FST_PROTO_VIOLATION: 'The form has a field name that is not allowed.',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'This content type is not accepted here.',
};

const FALLBACK_BY_STATUS: Record<number, string> = {
  400: 'The request could not be read.',
  404: 'Not found.',
  413: 'The request is too large.',
  415: 'This content type is not accepted here.',
};

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export interface ErrorAnswer {
  status: number;
  body: {
    message: string;
    /** The message's code in the contract's vocabulary, where the site reads it. */
    code?: FieldErrorCode;
    /** Each field's English text, for clients that show it as it is. */
    errors?: Record<string, string>;
    /** Each field's code and parameters, for clients that say it in their reader's language. */
    issues?: Record<string, FieldIssue>;
  };
}

/**
 * The answer for any error a request raised; logs it when it is the server's fault. Every 400 has
 * the `{message, errors}` shape, with no field named when the problem is the request as a whole.
 */
export function answerFor(error: FastifyError, request: FastifyRequest): ErrorAnswer {
  if (error instanceof BadInputError) {
    return {
      status: 400,
      body: { message: error.message, code: error.code, errors: error.errors, issues: error.issues },
    };
  }
  if (error instanceof RequestError) {
    const body = {
      message: error.message,
      ...(error.code ? { code: error.code } : {}),
      ...(error.statusCode === 400 ? { errors: {} } : {}),
    };
    return { status: error.statusCode, body };
  }
  const status = statusOf(error);
  if (status < 500) {
    const message =
      CLIENT_ERROR_MESSAGES[error.code] ?? FALLBACK_BY_STATUS[status] ?? 'The request could not be handled.';
    request.log.info({ code: error.code, statusCode: status }, 'client error');
    return { status, body: { message, ...(status === 400 ? { errors: {} } : {}) } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again later.' } };
}

export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>(async (error, request, reply) => {
      const { status, body } = answerFor(error, request);
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: 'Not found.' }));
  },
  { name: 'errors' },
);
