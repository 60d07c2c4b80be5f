import type { FieldErrors } from '../../shared/validation.ts';

/** What every /api/* failure answers with (architecture: one typed error, one `onError`). */
export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: FieldErrors;
}

/**
 * A read answered with a non-2xx status. It carries the API's error body when
 * the answer had one, so a caller can tell a 403 or a field error from an outage.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody | null;

  constructor(url: string, status: number, body: ApiErrorBody | null) {
    super(body ? `${url} answered ${status}: ${body.message}` : `${url} answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

function errorBodyOf(json: unknown): ApiErrorBody | null {
  const error = (json as { error?: Partial<ApiErrorBody> } | null)?.error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') return null;
  return { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
}

/** The JSON of an answer, or an ApiError for a non-2xx one (its body read when it is the API's error shape). */
export async function readJson<T>(response: Response, url: string): Promise<T> {
  if (response.ok) return response.json() as Promise<T>;
  throw new ApiError(url, response.status, errorBodyOf(await response.json().catch(() => null)));
}

/** The one fetcher of client reads: a GET asking for JSON (SWR passes the key as the url). */
export async function fetchJson<T>(url: string): Promise<T> {
  return readJson<T>(await fetch(url, { headers: { accept: 'application/json' } }), url);
}
