import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../shared/validation.ts';
import type { AppEnv } from '../hono-env.ts';
import { respondWithErrorPage } from '../render/error-response.ts';
import { AppError } from './app-error.ts';

/** The error body every /api/* failure uses: { error: { code, message, fields } }. */
interface ApiErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

/** A stable machine-readable code for an HTTP status. */
function codeForStatus(status: number): string {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 405) return 'method_not_allowed';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'too_many_requests';
  return status >= 500 ? 'internal_error' : 'error';
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The app's onError (and notFound): every failure is answered here and only
 * here. An API path, a server-to-server route outside /api/ (jsonErrors), or
 * a request that failed before its language was known, gets the JSON body; a
 * page gets the error page with the status. Every 5xx is logged; an
 * unexpected error (not an HTTPException) says only the generic text.
 */
export function answerError(c: Context<AppEnv>, error: Error): Response | Promise<Response> {
  const status = (error instanceof HTTPException ? error.status : 500) as ContentfulStatusCode;
  if (status >= 500) console.error('Request failed', c.req.method, c.req.path, error);
  const generic = c.get('t')?.('errors.unexpected') ?? 'An unexpected error has occurred. Try again later.';
  const message = error instanceof HTTPException && error.message ? error.message : generic;
  if (error instanceof AppError) for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  // A failure of the shop is never kept by a cache, whatever the route said before it failed.
  if (status >= 500) c.header('Cache-Control', 'no-store');
  if (!isApi(c.req.path) && !c.get('jsonErrors') && c.get('language')) return respondWithErrorPage(c, { status, message });
  const code = error instanceof AppError ? error.code : codeForStatus(status);
  const fields = error instanceof AppError ? error.fields : undefined;
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  return c.json(body, status);
}
