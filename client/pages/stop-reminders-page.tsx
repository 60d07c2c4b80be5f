import { useState } from 'react';
import type { AccountMessageResponse } from '../../shared/types/account.ts';
import type { StopRemindersPageProps } from '../../shared/types/account-area.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { postAccount } from '../components/account/account-call.ts';
import { useSite } from '../site-context.tsx';

const STOP_API = '/api/auth/stop-reminders/';

type Outcome = { text: string; tone: 'done' | 'error' } | null;

/**
 * /accounts/stop_reminders/{email}/?key= (core 2, issue 15): the activation
 * reminder mail's link. Opening it changes nothing (mail scanners open
 * links); the button POSTs the address and the key. A refused link is cat 8
 * "failed to stop reminders", in the server's words; a link without a
 * readable address or key gets the same words.
 */
export default function StopRemindersPage({ email, token }: StopRemindersPageProps) {
  const { t, config } = useSite();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const stop = async () => {
    if (sending) return;
    setOutcome(null);
    setSending(true);
    const answer = await postAccount<AccountMessageResponse>(STOP_API, { email, token }, config.language);
    setSending(false);
    if (answer.kind === 'ok') setOutcome({ text: answer.body.message, tone: 'done' });
    else if (answer.kind === 'unexpected') setOutcome({ text: t('errors.unexpected'), tone: 'error' });
    else setOutcome({ text: answer.code === 'invalid_request' ? t('account.error.stopRemindersFailed') : answer.message, tone: 'error' });
  };

  return (
    <div className="account-page">
      <h1 className="account-page__title">{t('accountArea.stopReminders.title')}</h1>
      {outcome?.tone === 'done' ? <AccountAlert text={outcome.text} tone="done" /> : (
        <>
          <p>{t('accountArea.stopReminders.intro', { email, brand: config.brandName })}</p>
          <button className="button button--primary account-form__submit" type="button" disabled={sending} onClick={() => void stop()}>
            {sending ? t('accountArea.stopReminders.sending') : t('accountArea.stopReminders.submit')}
          </button>
          {outcome ? <AccountAlert text={outcome.text} /> : null}
        </>
      )}
    </div>
  );
}
