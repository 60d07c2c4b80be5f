import { useEffect, useRef, useState, type FormEvent } from 'react';
import { giftCardBalanceSchema, MAX_GIFT_CARD_CODE_INPUT, type GiftCardBalance } from '../../../shared/gift-card/gift-card-code.ts';
import { EURO, formatPrice } from '../../../shared/money.ts';
import { displayDate } from '../../../shared/product/product-title.ts';
import { validateInput } from '../../../shared/validation.ts';
import { postAccount, type AccountAnswer } from '../account/account-call.ts';
import { useSite } from '../../site-context.tsx';
import { TextField } from '../order/text-field.tsx';

export const BALANCE_API = '/api/giftcards/balance/';

/** The message for a failed lookup: the field's own for a 400, "no such card" for a 404, the server's for a 429. */
function failureText(answer: Exclude<AccountAnswer<GiftCardBalance>, { kind: 'ok' }>, t: (key: string) => string): string {
  if (answer.kind === 'unexpected') return t('giftCards.balance.failed');
  if (answer.status === 404) return t('giftCards.balance.notFound');
  if (answer.status === 400) return answer.fields.code ?? t('giftCards.balance.codeInvalid');
  return answer.status === 429 ? answer.message : t('giftCards.balance.failed');
}

/**
 * The balance check (issue 17 item 3): a card's code in, its balance in euro
 * and its expiry out, through POST /api/giftcards/balance/ (the code stays
 * out of addresses and logs). The code is checked here with the API's own
 * schema first; a refusal stays on the field, which gets the focus, and the
 * typed code is kept. Editing the code clears an earlier answer or refusal.
 */
export function BalanceCheck() {
  const { t, config } = useSite();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [data, setData] = useState<GiftCardBalance | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (fieldError) input.current?.focus();
  }, [fieldError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setData(null);
    const checked = validateInput(giftCardBalanceSchema, { code });
    if (!checked.ok) {
      setFieldError(t(checked.fields.code ?? 'giftCards.balance.codeInvalid'));
      return;
    }
    setFieldError('');
    setBusy(true);
    const answer = await postAccount<GiftCardBalance>(BALANCE_API, { code: checked.request.code }, config.language);
    setBusy(false);
    if (answer.kind === 'ok') setData(answer.body);
    else setFieldError(failureText(answer, t));
  };
  const expired = data?.expires_at ? data.expires_at < new Date().toISOString().slice(0, 10) : false;
  return (
    <form className="gift-balance" noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
      <TextField name="gift-card-code" label={t('giftCards.balance.code')} value={code} error={fieldError} autoComplete="off"
        maxLength={MAX_GIFT_CARD_CODE_INPUT} inputRef={input}
        onChange={(value) => { setCode(value); setFieldError(''); setData(null); }} />
      <button className="button button--secondary" type="submit" disabled={busy}>{t('giftCards.balance.check')}</button>
      <div className="gift-balance__result" role="status">
        {data && !fieldError ? (
          <>
            <p className="gift-balance__amount">{t('giftCards.balance.balance', { amount: formatPrice(data.balance, EURO, config.language) })}</p>
            {data.expires_at ? <p>{t(expired ? 'giftCards.balance.expired' : 'giftCards.balance.validUntil', { date: displayDate(data.expires_at) })}</p> : null}
          </>
        ) : null}
      </div>
    </form>
  );
}
