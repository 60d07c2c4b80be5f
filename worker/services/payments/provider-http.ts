/** JSON over fetch for the provider adapters: any failure to get a JSON answer is ProviderUnavailableError. */
import { ProviderUnavailableError } from './provider.ts';

interface HttpAnswer { status: number; body: any }

/** A provider that has not answered by then is out of reach: a shopper is waiting, or the next cron run would overlap. */
const PROVIDER_TIMEOUT_MS = 10_000;

export async function callJson(fetcher: typeof fetch, url: string, init: RequestInit): Promise<HttpAnswer> {
  let response: Response;
  try {
    response = await fetcher(url, { ...init, signal: init.signal ?? AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  } catch (error) {
    throw new ProviderUnavailableError(`Cannot reach ${new URL(url).host}: ${String(error)}`);
  }
  const text = await response.text();
  if (response.status >= 500) throw new ProviderUnavailableError(`${new URL(url).host} answered ${response.status}`);
  try {
    return { status: response.status, body: text ? JSON.parse(text) : null };
  } catch {
    throw new ProviderUnavailableError(`${new URL(url).host} answered something else than JSON`);
  }
}

export const basicAuth = (user: string, password: string): string => `Basic ${btoa(`${user}:${password}`)}`;
