import { useState } from 'react';
import { emailSchema } from '../../shared/account/account-schema.ts';
import type { AccountMessageResponse } from '../../shared/types/account.ts';
import type { TokenPageProps } from '../../shared/types/account-pages.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { postAccount, type AccountAnswer } from '../components/account/account-call.ts';
import { schemaCheck } from '../components/account/form-check.ts';
import { useAccountForm } from '../components/account/use-account-form.ts';
import { TextField } from '../components/order/text-field.tsx';
import { authStore } from '../state/auth-store.ts';
import { useSite } from '../site-context.tsx';

const CONFIRM_API = '/api/auth/delete-account/confirm/';
const REQUEST_API = '/api/auth/delete-account/';
const check = schemaCheck(emailSchema);

/** `linkDead`: the server refused the token (used, expired, not one), so pressing again cannot help; only a new link can. */
type Outcome = { kind: 'deleted'; text: string } | { kind: 'failed'; text: string; linkDead: boolean } | null;

/** A new link by email (the same answer for every address: no enumeration). */
function AskAgain() {
  const { t, config } = useSite();
  const [sentMessage, setSentMessage] = useState('');
  const form = useAccountForm({
    initial: { email: '' },
    order: ['email'],
    check,
    send: (values) => postAccount<AccountMessageResponse>(REQUEST_API, { ...values, language: config.language }, config.language),
    onSent: (body) => setSentMessage(body.message),
  });
  if (sentMessage) return <AccountAlert text={sentMessage} tone="done" />;
  return (
    <section className="account-area__section" aria-labelledby="delete-ask-again">
      <h2 className="account-area__heading" id="delete-ask-again">{t('accountArea.deletePage.askAgain')}</h2>
      <p>{t('accountArea.deletePage.askAgainIntro')}</p>
      <form className="account-form" noValidate aria-busy={form.sending} onSubmit={form.submit}>
        <TextField {...form.textField('email')} label={t('accountArea.deletePage.email')} type="email" autoComplete="email" maxLength={254} />
        <button className="button button--primary account-form__submit" type="submit" disabled={form.sending}>
          {form.sending ? t('accountArea.deletePage.askSending') : t('accountArea.deletePage.askSubmit')}
        </button>
      </form>
      {form.alert ? <AccountAlert text={form.alert.text} /> : null}
    </section>
  );
}

/** cat 8 "failed to delete account": the server's message; a link that is not even a token gets the same words. */
function failureText(answer: Exclude<AccountAnswer<unknown>, { kind: 'ok' }>, t: (key: string) => string): string {
  if (answer.kind === 'unexpected') return t('errors.unexpected');
  return answer.code === 'invalid_request' ? t('account.error.deleteFailed') : answer.message;
}

/**
 * /accounts/delete-account/{token}/ (core 2, issue 15): the mailed link's
 * page. Nothing happens on opening it (mail scanners open links): the
 * customer reads what deletion does and presses the button, which POSTs the
 * token. Personal data go; orders stay, anonymised.
 */
export default function DeleteAccountPage({ token }: TokenPageProps) {
  const { t, href, config } = useSite();
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const confirm = async () => {
    if (sending) return;
    setOutcome(null);
    setSending(true);
    const answer = await postAccount<AccountMessageResponse>(CONFIRM_API, { token }, config.language);
    setSending(false);
    if (answer.kind === 'ok') {
      // The server ended the sessions and cleared the cookies; the page forgets the user too.
      authStore.clear();
      setOutcome({ kind: 'deleted', text: answer.body.message });
    } else {
      setOutcome({ kind: 'failed', text: failureText(answer, t), linkDead: answer.kind === 'refused' && answer.status === 400 });
    }
  };

  return (
    <div className="account-page account-page--wide">
      <h1 className="account-page__title">{t('accountArea.deletePage.title')}</h1>
      {outcome?.kind === 'deleted' ? (
        <AccountAlert text={outcome.text} tone="done">
          <a href={href('front')}>{t('accountArea.deletePage.toFront')}</a>
        </AccountAlert>
      ) : outcome?.kind === 'failed' && outcome.linkDead ? null : (
        <>
          <p>{t('accountArea.deletePage.intro')}</p>
          <p>{t('accountArea.deletePage.orders')}</p>
          <button className="button button--primary account-form__submit" type="button" disabled={sending} onClick={() => void confirm()}>
            {sending ? t('accountArea.deletePage.sending') : t('accountArea.deletePage.submit')}
          </button>
        </>
      )}
      {outcome?.kind === 'failed' ? (
        <>
          <AccountAlert text={outcome.text} />
          {outcome.linkDead ? <AskAgain /> : null}
        </>
      ) : null}
    </div>
  );
}
