import { useState } from 'react';
import type { AccountMessageResponse } from '../../../shared/types/account.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';
import { useSite } from '../../site-context.tsx';
import { logout } from '../../state/logout.ts';
import { AccountAlert } from './account-alert.tsx';
import { postAccount } from './account-call.ts';

const DELETE_REQUEST_API = '/api/auth/delete-account/';

/**
 * Asking to delete the account (issue 15): a link goes to the account's own
 * address, and the deletion happens only from that link
 * (/accounts/delete-account/{token}/). The server's message says so.
 */
export function DeleteAccountRequest({ email }: { email: string }) {
  const { t, config } = useSite();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; tone: 'done' | 'error' } | null>(null);

  const request = async () => {
    if (sending) return;
    setOutcome(null);
    setSending(true);
    const answer = await postAccount<AccountMessageResponse>(DELETE_REQUEST_API, { email, language: config.language }, config.language);
    setSending(false);
    if (answer.kind === 'ok') setOutcome({ text: answer.body.message, tone: 'done' });
    else setOutcome({ text: answer.kind === 'refused' ? answer.message : t('errors.unexpected'), tone: 'error' });
  };

  return (
    <>
      <p>{t('accountArea.deleteAccount.text', { email })}</p>
      <button className="button account-area__secondary" type="button" disabled={sending} onClick={() => void request()}>
        {sending ? t('accountArea.deleteAccount.sending') : t('accountArea.deleteAccount.submit')}
      </button>
      {outcome ? <AccountAlert text={outcome.text} tone={outcome.tone} /> : null}
    </>
  );
}

/**
 * Logging out (core 4): every session of the account ends; then the front
 * page. `onLeaving` tells the page, which would otherwise send a visitor
 * without a user to the login page.
 */
export function LogoutButton({ onLeaving }: { onLeaving: (leaving: boolean) => void }) {
  const { t, href, config } = useSite();
  const { navigate } = useNavigation();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  const logOut = async () => {
    if (sending) return;
    setFailed(false);
    setSending(true);
    onLeaving(true);
    const done = await logout(config.language);
    setSending(false);
    if (done) return navigate(href('front'));
    onLeaving(false);
    setFailed(true);
  };

  return (
    <>
      <button className="button button--primary" type="button" disabled={sending} onClick={() => void logOut()}>
        {sending ? t('accountArea.logout.sending') : t('accountArea.logout.submit')}
      </button>
      {failed ? <AccountAlert text={t('accountArea.logout.failed')} /> : null}
    </>
  );
}
