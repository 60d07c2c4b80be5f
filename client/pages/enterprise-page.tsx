import { useState } from 'react';
import type { FormSentResponse } from '../../shared/service/contact-fields.ts';
import { EnterpriseForm } from '../components/service-forms/enterprise-form.tsx';
import { FormSent } from '../components/service-forms/form-sent.tsx';
import { useSite } from '../site-context.tsx';

/** The offer's parts, each a heading and a paragraph at corporateForms.enterprise.offer.{part}. */
const OFFER = ['clothing', 'teams', 'gifts', 'events', 'invoicing'] as const;
const STEPS = ['ask', 'offer', 'deliver'] as const;

/**
 * /enterprise/ (core 2 "corporate pages", issue 16 item 6): the enterprise
 * sales page of an outdoor and ski shop, what it offers companies and how,
 * with the request form. The copy names no prices, times or counts: those
 * are the offer's, and the shop's data may change them.
 */
export default function EnterprisePage() {
  const { t, href, config } = useSite();
  const [sent, setSent] = useState<FormSentResponse | null>(null);
  const [round, setRound] = useState(0);
  const text = (key: string) => t(`corporateForms.enterprise.${key}`, { brand: config.brandName });
  return (
    <div className="service-page service-page--wide">
      <h1 className="account-page__title">{text('title')}</h1>
      <p className="service-page__lead">{text('lead')}</p>
      <ul className="service-page__offer">
        {OFFER.map((part) => (
          <li key={part} className="service-page__card">
            <h2 className="service-page__heading">{text(`offer.${part}.title`)}</h2>
            <p>{text(`offer.${part}.text`)}</p>
          </li>
        ))}
      </ul>
      <h2 className="service-page__heading">{text('stepsTitle')}</h2>
      <ol className="service-page__steps">
        {STEPS.map((step) => <li key={step}>{text(`steps.${step}`)}</li>)}
      </ol>
      <section className="service-page__form" aria-labelledby="enterprise-form-title">
        <h2 className="service-page__heading" id="enterprise-form-title">{text('formTitle')}</h2>
        <p>{text('formIntro')}</p>
        {sent
          ? <FormSent text={sent.message} again={t('corporateForms.sendAnother')} onAgain={() => { setSent(null); setRound(round + 1); }} />
          : <EnterpriseForm key={round} onSent={setSent} />}
      </section>
      <ul className="account-page__links">
        <li><a href={href('corporateInfoForm')}>{t('corporateForms.links.info')}</a></li>
        <li><a href={href('corporateNewsletter')}>{t('corporateForms.links.newsletter')}</a></li>
      </ul>
    </div>
  );
}
