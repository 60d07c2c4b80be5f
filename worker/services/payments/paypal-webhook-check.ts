/**
 * Is a webhook event PayPal's? Asked of PayPal itself (Webhooks v1,
 * POST /v1/notifications/verify-webhook-signature): the transmission headers
 * PayPal sent with the event, the id of the webhook configured for this shop
 * (secret PAYPAL_WEBHOOK_ID) and the event; only `verification_status:
 * SUCCESS` is genuine. (PayPal also documents checking the signature
 * locally against the certificate at cert_url; asking the API keeps
 * certificate handling out of the worker.)
 */
import { isRecord } from '../../../shared/is-record.ts';
import { callJson } from './provider-http.ts';
import { paypalBase, paypalBearer, type PayPalSettings } from './paypal-provider.ts';

/** The request body's fields by the header PayPal sends them in. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

type WebhookSignature = Record<keyof typeof SIGNATURE_HEADERS, string>;

/** PayPal's events are delivered at once or retried within days; an old or future time is a replay or a fake. */
const MAX_TRANSMISSION_AGE_MS = 3 * 24 * 60 * 60 * 1000;
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;

/**
 * Cheap checks before PayPal is asked (each ask costs PayPal API calls, which anyone could
 * otherwise make the shop spend): the algorithm PayPal signs with, its certificate on a
 * paypal.com host over https, and a transmission time that is not implausible.
 */
function looksLikePayPal(signature: WebhookSignature, now: Date): boolean {
  if (signature.auth_algo !== 'SHA256withRSA') return false;
  let cert: URL;
  try {
    cert = new URL(signature.cert_url);
  } catch {
    return false;
  }
  if (cert.protocol !== 'https:' || !/(^|\.)paypal\.com$/.test(cert.hostname)) return false;
  const sent = Date.parse(signature.transmission_time);
  return Number.isFinite(sent) && sent <= now.getTime() + MAX_CLOCK_SKEW_MS && now.getTime() - sent <= MAX_TRANSMISSION_AGE_MS;
}

/** The transmission headers, or null when one is missing, too long or implausible for PayPal's (no call is made then). */
export function webhookSignatureOf(headers: Headers, now: Date): WebhookSignature | null {
  const signature: Partial<WebhookSignature> = {};
  for (const [field, header] of Object.entries(SIGNATURE_HEADERS) as [keyof WebhookSignature, string][]) {
    const value = headers.get(header)?.trim();
    if (!value || value.length > 500) return null;
    signature[field] = value;
  }
  return looksLikePayPal(signature as WebhookSignature, now) ? signature as WebhookSignature : null;
}

/**
 * True when PayPal says it sent this event to this webhook. The event goes
 * back byte for byte as it came (spliced in, not re-serialised), so what
 * PayPal checks is what it signed. A refusal (4xx) is false; PayPal out of
 * reach throws ProviderUnavailableError (the route answers 502 and PayPal
 * sends the event again later). Text that is not one JSON object is never sent.
 */
export async function isPayPalWebhook(
  settings: PayPalSettings, webhookId: string, fetcher: typeof fetch, signature: WebhookSignature, rawEvent: string,
): Promise<boolean> {
  if (!isJsonObject(rawEvent)) return false;
  const fields = JSON.stringify({ ...signature, webhook_id: webhookId });
  const body = `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
  const answer = await callJson(fetcher, `${paypalBase(settings)}/v1/notifications/verify-webhook-signature`, {
    method: 'POST', headers: await paypalBearer(settings, fetcher), body,
  });
  return answer.status === 200 && answer.body?.verification_status === 'SUCCESS';
}

function isJsonObject(text: string): boolean {
  try {
    return isRecord(JSON.parse(text));
  } catch {
    return false;
  }
}
