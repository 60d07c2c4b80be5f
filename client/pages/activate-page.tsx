import { useEffect, useRef, useState } from 'react';
import { tokenSchema } from '../../shared/account/account-schema.ts';
import type { AccountMessageResponse } from '../../shared/types/account.ts';
import type { TokenPageProps } from '../../shared/types/account-pages.ts';
import { AccountAlert } from '../components/account/account-alert.tsx';
import { postAccount } from '../components/account/account-call.ts';
import { schemaCheck } from '../components/account/form-check.ts';
import { useSite } from '../site-context.tsx';

const ACTIVATE_API = '/api/auth/activate/';
const checkToken = schemaCheck(tokenSchema);

/** What the page shows: the wait, or the outcome with its way on (a login link, or trying again). */
type Outcome = { kind: 'working' } | { kind: 'done' | 'login' | 'refused' | 'retry'; text: string };

/**
 * /accounts/activate/{hash}/ (issue 15): the mail link's page. The server's
 * render changes nothing (a GET, and a crawler or mail scanner may fetch it);
 * the browser POSTs the token once and shows the outcome: activated or
 * already activated (cat 8) with a login link, expired with "log in and we
 * send a new link", or a link that is not valid.
 */
export default function ActivatePage({ token }: TokenPageProps) {
  const { t, href, config } = useSite();
  const wellFormed = Object.keys(checkToken({ token })).length === 0;
  const [outcome, setOutcome] = useState<Outcome>(wellFormed ? { kind: 'working' } : { kind: 'refused', text: t('account.error.linkInvalid') });
  const sent = useRef(false);

  const activate = async () => {
    setOutcome({ kind: 'working' });
    const answer = await postAccount<AccountMessageResponse>(ACTIVATE_API, { token }, config.language);
    if (answer.kind === 'ok') return setOutcome({ kind: 'done', text: answer.body.message });
    if (answer.kind === 'unexpected') return setOutcome({ kind: 'retry', text: t('errors.unexpected') });
    const withLogin = answer.code === 'already_activated' || answer.code === 'token_expired';
    setOutcome({ kind: withLogin ? 'login' : answer.status === 429 ? 'retry' : 'refused', text: answer.message });
  };

  useEffect(() => {
    if (!wellFormed || sent.current) return;
    sent.current = true;
    void activate();
  }, []);

  return (
    <div className="account-page">
      <h1 className="account-page__title">{t('accountPages.activate.title')}</h1>
      {outcome.kind === 'working' ? <p role="status">{t('accountPages.activate.working')}</p> : (
        <AccountAlert text={outcome.text} tone={outcome.kind === 'done' ? 'done' : 'error'}>
          {outcome.kind === 'done' || outcome.kind === 'login'
            ? <a className="button button--primary" href={href('accountsLogin')}>{t('accountPages.activate.login')}</a>
            : null}
          {outcome.kind === 'retry'
            ? <button className="button" type="button" onClick={() => void activate()}>{t('accountPages.activate.retry')}</button>
            : null}
        </AccountAlert>
      )}
    </div>
  );
}
