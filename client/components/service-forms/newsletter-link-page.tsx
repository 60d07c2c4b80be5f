import { useState } from 'react';
import { newsletterTokenSchema, type NewsletterAnswer } from '../../../shared/service/newsletter-schema.ts';
import { validateInput } from '../../../shared/validation.ts';
import { useSite } from '../../site-context.tsx';
import { AccountAlert } from '../account/account-alert.tsx';
import { postAccount } from '../account/account-call.ts';

type Outcome = { kind: 'done'; text: string } | { kind: 'failed'; text: string; linkDead: boolean } | null;

/**
 * The page behind a newsletter mail's link (issue 16 item 6): opening it
 * changes nothing, since mail scanners open links (decision 017); its button
 * confirms or unsubscribes. A link that cannot work any more says so and
 * leads to the sign-ups.
 */
export function NewsletterLinkPage({ token, action }: { token: string; action: 'confirm' | 'unsubscribe' }) {
  const { t, href, config } = useSite();
  const wellFormed = validateInput(newsletterTokenSchema, { token }).ok;
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(wellFormed ? null : { kind: 'failed', text: t('newsletter.error.linkInvalid'), linkDead: true });

  const press = async () => {
    if (sending) return;
    setOutcome(null);
    setSending(true);
    const answer = await postAccount<NewsletterAnswer>(`/api/newsletters/${action}/`, { token }, config.language);
    setSending(false);
    if (answer.kind === 'ok') return setOutcome({ kind: 'done', text: answer.body.message });
    if (answer.kind === 'unexpected') return setOutcome({ kind: 'failed', text: t('serviceForm.error.sendingFailed'), linkDead: false });
    setOutcome({ kind: 'failed', text: answer.message, linkDead: answer.status === 400 });
  };

  const key = `newsletter.${action}`;
  const dead = outcome?.kind === 'failed' && outcome.linkDead;
  return (
    <div className="account-page service-page">
      <h1 className="account-page__title">{t(`${key}.title`)}</h1>
      {outcome?.kind === 'done' ? (
        <AccountAlert text={outcome.text} tone="done">
          <a href={href('front')}>{t('newsletter.toFront')}</a>
        </AccountAlert>
      ) : dead ? null : (
        <>
          <p>{t(`${key}.intro`)}</p>
          <button className="button button--primary account-form__submit" type="button" disabled={sending} onClick={() => void press()}>
            {sending ? t(`${key}.sending`) : t(`${key}.submit`)}
          </button>
        </>
      )}
      {outcome?.kind === 'failed' ? <AccountAlert text={outcome.text} /> : null}
      {dead || (outcome?.kind === 'done' && action === 'unsubscribe') ? (
        <ul className="account-page__links">
          <li><a href={href('corporateNewsletter')}>{t('newsletter.links.corporate')}</a></li>
          <li><a href={href('forestNewsletter')}>{t('newsletter.links.forest')}</a></li>
        </ul>
      ) : null}
    </div>
  );
}
