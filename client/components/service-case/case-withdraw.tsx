import { useEffect, useRef, useState } from 'react';
import type { CaseActionResponse } from '../../../shared/types/case-desk.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { postAccount } from '../account/account-call.ts';

/**
 * Withdrawing a case customer service has not started on (cat 8 "order or
 * return cancel"): one button, then a confirmation, so a slip changes nothing.
 */
export function CaseWithdraw({ apiBase, kind, onWithdrawn }: { apiBase: string; kind: string; onWithdrawn: (message: string) => void }) {
  const { t, config } = useSite();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  // Focus follows the buttons that replace each other, so a keyboard user is never left at the page's start.
  const yes = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    (asking ? yes : start).current?.focus();
  }, [asking]);
  const ask = (value: boolean) => {
    moved.current = true;
    setAsking(value);
  };

  const withdraw = async () => {
    if (sending) return;
    setSending(true);
    setFailure('');
    const answer = await postAccount<CaseActionResponse>(`${apiBase}withdraw/`, {}, config.language);
    setSending(false);
    if (answer.kind === 'ok') return onWithdrawn(t('serviceCase.withdraw.done'));
    ask(false);
    setFailure(answer.kind === 'refused' ? answer.message : t('errors.unexpected'));
  };

  return (
    <section className="service-case__section" aria-labelledby="service-case-withdraw">
      <h2 className="service-case__heading" id="service-case-withdraw">{t(`serviceCase.withdraw.title.${kind}`)}</h2>
      <p>{t(`serviceCase.withdraw.text.${kind}`)}</p>
      {asking ? (
        <div className="service-case__confirm" role="group" aria-labelledby="service-case-confirm">
          <p id="service-case-confirm">{t('serviceCase.withdraw.confirm')}</p>
          <button ref={yes} className="button button--primary" type="button" disabled={sending} onClick={() => void withdraw()}>
            {sending ? t('serviceCase.withdraw.sending') : t('serviceCase.withdraw.yes')}
          </button>
          <button className="button button--secondary" type="button" disabled={sending} onClick={() => ask(false)}>{t('serviceCase.withdraw.no')}</button>
        </div>
      ) : (
        <button ref={start} className="button button--secondary" type="button" onClick={() => ask(true)}>{t(`serviceCase.withdraw.start.${kind}`)}</button>
      )}
      {failure ? <AccountAlert text={failure} /> : null}
    </section>
  );
}
