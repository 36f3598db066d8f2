/**
 * Every error becomes a JSON answer with a code of the contract's vocabulary: field errors as
 * `{message, code, errors, issues}`, other client errors as `{message, code, params?}` in words a
 * visitor understands, and anything unexpected as a plain 500 `{message, code}` (logged, never sent
 * as a stack trace).
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FieldErrorCode, FieldIssue } from 'contract';
import { BadInputError, messageAnswer, RequestError } from '../http/errors';

/** Fastify's and its plugins' own client errors, by their code, as the site's codes. */
const CLIENT_ERROR_CODES: Record<string, FieldErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'requestNotJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'requestBodyEmpty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'requestTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'contentTypeRefused',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'contentLengthWrong',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'formNotMultipart',
  FST_FILES_LIMIT: 'tooManyFiles',
  FST_FIELDS_LIMIT: 'tooManyFormFields',
  FST_PARTS_LIMIT: 'tooManyFormParts',
  FST_PROTO_VIOLATION: 'fieldNameRefused',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'contentTypeRefused',
};

const FALLBACK_BY_STATUS: Record<number, FieldErrorCode> = {
  400: 'requestUnreadable',
  404: 'notFound',
  413: 'requestTooLarge',
  415: 'contentTypeRefused',
};

function statusOf(error: FastifyError): number {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

export interface ErrorAnswer {
  status: number;
  body: {
    message: string;
    /** The message's code in the contract's vocabulary: the site says it in its reader's language. */
    code: FieldErrorCode;
    /** The values the code's text needs (a wait's length), when it needs any. */
    params?: Record<string, string | number>;
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
    const body = { ...messageAnswer(error.issue), ...(error.statusCode === 400 ? { errors: {} } : {}) };
    return { status: error.statusCode, body };
  }
  const status = statusOf(error);
  if (status < 500) {
    const code = CLIENT_ERROR_CODES[error.code] ?? FALLBACK_BY_STATUS[status] ?? 'requestUnhandled';
    request.log.info({ code: error.code, statusCode: status }, 'client error');
    return { status, body: { ...messageAnswer({ code }), ...(status === 400 ? { errors: {} } : {}) } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: messageAnswer({ code: 'serverError' }) };
}

export default fp(
  async (app) => {
    app.setErrorHandler<FastifyError>(async (error, request, reply) => {
      const { status, body } = answerFor(error, request);
      return reply.status(status).send(body);
    });

    app.setNotFoundHandler(async (_request, reply) => reply.status(404).send(messageAnswer({ code: 'notFound' })));
  },
  { name: 'errors' },
);
