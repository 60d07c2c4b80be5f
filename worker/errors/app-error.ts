import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../shared/validation.ts';

/**
 * The one typed error of an expected failure (architecture: "one typed error
 * and one onError"). Handlers, middleware and page loaders throw it; only
 * worker/errors/answer-error.ts turns it into an answer: `{ error: { code,
 * message, fields? } }` for /api/* and the error page for HTML.
 */
export class AppError extends HTTPException {
  readonly code: string;
  readonly fields?: FieldErrors;
  /** Headers the answer carries (Retry-After of a 429, say). */
  readonly headers: Record<string, string>;
  constructor(status: ContentfulStatusCode, code: string, message: string, options: { fields?: FieldErrors; headers?: Record<string, string> } = {}) {
    super(status, { message });
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }
}

/** 400 with per-field messages: bad input a client can correct. */
export const badInput = (code: string, message: string, fields: FieldErrors) => new AppError(400, code, message, { fields });

/** 400 for one bad query parameter. */
export const badQuery = (field: string, message: string) => badInput('invalid_query', `Invalid query parameter: ${field}.`, { [field]: message });

/** 404 for an unknown thing; pages pass the text their error page shows. */
export const notFound = (message: string) => new AppError(404, 'not_found', message);

/** 403 for a staff call by anyone else (core 3 staff modes, decision 012). */
export const staffOnly = () => new AppError(403, 'forbidden', 'Staff only.', { headers: { 'Cache-Control': 'private, no-store' } });

/** 409: the request is fine but the shop cannot do it now (a reason, or the stock went first). */
export const notOrderable = (message: string) => new AppError(409, 'not_orderable', message, { fields: {} });
