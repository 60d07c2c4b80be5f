import { useId, useRef, useState, type FormEvent } from 'react';
import type { VariantView } from '../../../shared/types/product-page.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { useSite } from '../../site-context.tsx';
import { useSharedValue, type SharedValue } from '../../state/shared-value.ts';

export const NOTIFY_URL = '/api/product_availability_email_notify/';

type NotifierState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'invalid'; message: string }
  | { kind: 'failed' };

/** The 4xx body of worker/errors/answer-error.ts: the field's own message, else the general one. */
async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { error?: { message?: string; fields?: Record<string, string> } };
    return body.error?.fields?.email || body.error?.message || null;
  } catch {
    return null;
  }
}

/**
 * POST the sign-up (cat 7) and say how it went: done (a confirmation mail is
 * on its way, decision 017), the server's message of a 4xx (a bad field, or
 * too many sign-ups: 429), or failed (#6302).
 */
export async function sendNotification(email: string, variantId: number, language: string, send: typeof fetch = fetch): Promise<NotifierState> {
  try {
    const response = await send(NOTIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ email: email.trim(), product_id: variantId, lang_code: language }),
    });
    if (response.ok) return { kind: 'done' };
    const message = response.status < 500 ? await serverMessage(response) : null;
    return message ? { kind: 'invalid', message } : { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * The back-in-stock notifier of an out-of-stock variant (cat 4, cat 5, cat 7,
 * cat 8): the browser's own email check, then POST {email, product_id,
 * lang_code}. Success asks the shopper to confirm by the mailed link and
 * clears the field; a 4xx puts the server's message on the field; anything
 * else is "An unexpected error(#6302)".
 */
export function StockNotifier({ variantId }: { variantId: number }) {
  const { t, config } = useSite();
  const id = useId();
  // The server's form is sent only by this code: until it has hydrated, the disabled button keeps the
  // browser from sending the form its own way (a GET with the address in the URL).
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<NotifierState>({ kind: 'idle' });
  // Another variant is another subscription: the last answer does not belong to it.
  const [forVariant, setForVariant] = useState(variantId);
  if (forVariant !== variantId) {
    setForVariant(variantId);
    setState({ kind: 'idle' });
  }
  const shownVariant = useRef(variantId);
  shownVariant.current = variantId;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    const sentFor = variantId;
    const outcome = await sendNotification(email, sentFor, config.language);
    // An answer for a variant the shopper has left behind is not shown on the new one.
    if (shownVariant.current !== sentFor) return;
    if (outcome.kind === 'done') setEmail('');
    setState(outcome);
  };

  const invalid = state.kind === 'invalid';
  return (
    <form className="stock-notifier" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="stock-notifier__title">{t('stockNotifier.title')}</h2>
      <p className="stock-notifier__intro">{t('stockNotifier.intro')}</p>
      <div className="stock-notifier__row">
        <label className="stock-notifier__label" htmlFor={`${id}-email`}>{t('stockNotifier.email')}</label>
        <input id={`${id}-email`} className="stock-notifier__input" type="email" name="email" required autoComplete="email"
          value={email} onChange={(event) => { setEmail(event.target.value); if (state.kind !== 'sending') setState({ kind: 'idle' }); }}
          aria-invalid={invalid ? 'true' : undefined} aria-describedby={invalid ? `${id}-error` : undefined} />
        <button type="submit" className="button button--primary stock-notifier__submit" disabled={!hydrated}
          aria-busy={state.kind === 'sending' ? 'true' : undefined}>
          {t('stockNotifier.submit')}
        </button>
      </div>
      {invalid ? <p id={`${id}-error`} className="form-error stock-notifier__error" role="alert">{state.message}</p> : null}
      <div role="status" className="stock-notifier__status">
        {state.kind === 'done' ? <p className="stock-notifier__thanks">{t('stockNotifier.thanks')}</p> : null}
      </div>
      {state.kind === 'failed' ? <p className="form-error" role="alert">{t('stockNotifier.failed')}</p> : null}
    </form>
  );
}

/** The notifier of the buy box's chosen variant, a deferred region of the product page (decision 043). */
export function ChosenVariantStockNotifier({ variant }: { variant: SharedValue<VariantView | null> }) {
  const chosen = useSharedValue(variant);
  return chosen ? <StockNotifier variantId={chosen.variantId} /> : null;
}
