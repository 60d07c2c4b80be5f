/**
 * One account call of issue 15 (POST /api/auth/*) as the pages read it: the
 * answer's body, or the API's error (code, message and per-field messages,
 * already in the page's language through `?lang=`), or "unexpected" when no
 * readable answer came or the server failed (the page says errors.unexpected).
 */
export type AccountAnswer<T> =
  | { kind: 'ok'; body: T }
  | { kind: 'refused'; status: number; code: string; message: string; fields: Record<string, string> }
  | { kind: 'unexpected' };

const texts = (value: unknown): Record<string, string> => (typeof value === 'object' && value !== null
  ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''))
  : {});

export function readAccountAnswer<T>(status: number, body: unknown): AccountAnswer<T> {
  if (status >= 200 && status < 300) return body === null || body === undefined ? { kind: 'unexpected' } : { kind: 'ok', body: body as T };
  const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null)?.error;
  // A 5xx message is the server's own, not one written for the shopper.
  if (status >= 500 || typeof error?.code !== 'string' || typeof error.message !== 'string' || error.message === '') return { kind: 'unexpected' };
  return { kind: 'refused', status, code: error.code, message: error.message, fields: texts(error.fields) };
}

/** POSTs `body` as JSON to `path` with the page's language, so the server's messages come in it. */
export async function postAccount<T>(path: string, body: unknown, language: string, send: typeof fetch = (input, init) => fetch(input, init)): Promise<AccountAnswer<T>> {
  try {
    const response = await send(`${path}?lang=${encodeURIComponent(language)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    return readAccountAnswer<T>(response.status, await response.json().catch(() => null));
  } catch (error) {
    console.error(`${path} failed`, error);
    return { kind: 'unexpected' };
  }
}
