import { bilingual, type ErrorCode, type ErrorResponse } from '@fanhub/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import { describeValidationError } from './validation';

const INTERNAL_ERROR = bilingual(
  'Terjadi kesalahan, silakan coba lagi',
  'An error occurred, please try again',
);

/** Fastify's own refusals (before our code runs), worded for fans. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string; statusCode?: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'MALFORMED_JSON',
    message: bilingual('Format JSON tidak valid', 'Malformed JSON body'),
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_JSON',
    message: bilingual('Isi permintaan kosong', 'Request body is empty'),
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'PAYLOAD_TOO_LARGE',
    message: bilingual('Isi permintaan terlalu besar', 'Request body is too large'),
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: bilingual('Jenis konten tidak didukung', 'Unsupported content type'),
  },
  FST_REQ_FILE_TOO_LARGE: {
    code: 'FILE_TOO_LARGE',
    message: bilingual('Ukuran file maksimal 2 MB', 'File must be at most 2 MB'),
  },
  FST_FILES_LIMIT: {
    code: 'TOO_MANY_FILES',
    message: bilingual('Hanya satu file', 'Only one file is allowed'),
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    statusCode: 400,
    code: 'NOT_MULTIPART',
    message: bilingual('Kirim file sebagai multipart/form-data', 'Send the file as multipart/form-data'),
  },
};

/** The one place errors become HTTP answers: status, code, bilingual message; never a stack or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.decorateReply('errorCode', undefined);
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const answer = (status: number, payload: ErrorResponse) => {
      reply.errorCode = payload.code;
      return reply.status(status).send(payload);
    };
    if (error instanceof AppError) {
      return answer(error.statusCode, body(error.code, error.message, error.field));
    }
    if (error.validation) {
      const failure = describeValidationError(error.validation, error.validationContext);
      return answer(400, body('VALIDATION_ERROR', failure.message, failure.field));
    }
    // 22021 / 22P05: text PostgreSQL cannot store, such as a NUL character sent by a client.
    if (error.code === '22021' || error.code === '22P05') {
      return answer(
        400,
        body(
          'BAD_REQUEST',
          bilingual(
            'Teks berisi karakter yang tidak diizinkan',
            'The text contains characters that are not allowed',
          ),
        ),
      );
    }
    const database = databaseFailure(error);
    if (database) {
      request.log.warn({ err: error }, 'database did not serve the request');
      return answer(503, body(database.code, database.message));
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    const statusCode = error.statusCode ?? 500;
    if (known && statusCode < 500) {
      return answer(known.statusCode ?? statusCode, body(known.code, known.message));
    }
    if (statusCode >= 400 && statusCode < 500) {
      return answer(statusCode, body('BAD_REQUEST', bilingual('Permintaan tidak valid', 'Invalid request')));
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(500, body('INTERNAL_ERROR', INTERNAL_ERROR));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        body('ROUTE_NOT_FOUND', bilingual('Alamat tidak ditemukan', `No such endpoint: ${request.method}`)),
      ),
  );
}

/** PostgreSQL's and the pool's ways of saying it cannot serve now: a clear 503 instead of a generic 500. */
function databaseFailure(error: { code?: string; message?: string }) {
  // 57014: statement_timeout cancelled it; 55P03: a lock was not available in time.
  if (error.code === '57014' || error.code === '55P03' || error.code === '25P03') {
    return {
      code: 'DATABASE_BUSY' as const,
      message: bilingual('Server sedang sibuk, silakan coba lagi', 'The server is busy, please try again'),
    };
  }
  // 57P0x: the server is shutting down or restarting; 08xxx: connection failures; the pool's own timeout.
  const unreachable =
    /^(57P0|08)/.test(error.code ?? '') ||
    error.code === 'ECONNREFUSED' ||
    error.code === 'ECONNRESET' ||
    /timeout exceeded when trying to connect|Connection terminated/.test(error.message ?? '');
  return unreachable
    ? {
        code: 'DATABASE_UNAVAILABLE' as const,
        message: bilingual(
          'Basis data tidak tersedia, silakan coba lagi',
          'Database unavailable, please try again',
        ),
      }
    : undefined;
}

const body = (code: ErrorCode, message: string, field?: string): ErrorResponse => ({
  status: false,
  code,
  message,
  ...(field ? { field } : {}),
});
