/**
 * What every answer must be (issue 13 item 7): a 2xx, 3xx or 4xx, never a
 * 5xx; and a 4xx of /api/* carries `{ error: { code, message, fields? } }`
 * with text code and message (architecture, Conventions).
 */

/** By the path the worker sees: the URL parser resolves '/api/%2e%2e/' to '/'. */
const isApi = (url: string) => {
  const path = new URL(url, 'http://localhost').pathname;
  return path === '/api' || path.startsWith('/api/');
};

/** Why the answer breaks the rule, or null when it keeps it. Reads the body of a clone. */
export async function answerProblem(method: string, url: string, response: Response): Promise<string | null> {
  if (response.status >= 500) return `answered ${response.status}: ${(await response.clone().text()).slice(0, 300)}`;
  if (response.status < 400 || !isApi(url) || method === 'HEAD') return null;
  const text = await response.clone().text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return `answered ${response.status} without a JSON body: ${text.slice(0, 200)}`;
  }
  const error = body?.error;
  const fieldsOk = error?.fields === undefined || (typeof error.fields === 'object' && error.fields !== null
    && Object.values(error.fields).every((value) => typeof value === 'string'));
  if (typeof error?.code !== 'string' || typeof error?.message !== 'string' || !fieldsOk || Object.keys(body).length !== 1) {
    return `answered ${response.status} without the error shape: ${text.slice(0, 200)}`;
  }
  return null;
}
