import type { NewsletterList } from '../../../shared/service/newsletter-schema.ts';
import { useSite } from '../../site-context.tsx';
import { NewsletterSignUp } from './newsletter-sign-up.tsx';

/** What each list's page says it brings: newsletter.{list}.points.{point}. */
const POINTS = ['first', 'second', 'third'] as const;

/** A newsletter's page (core 2 /corporate-newsletter/, /forest-newsletter/): what the list brings, and its sign-up. */
export function NewsletterPage({ list }: { list: NewsletterList }) {
  const { t, config } = useSite();
  const text = (key: string) => t(`newsletter.${list}.${key}`, { brand: config.brandName });
  return (
    <div className="account-page service-page">
      <h1 className="account-page__title">{text('title')}</h1>
      <p>{text('intro')}</p>
      <ul className="service-page__points">
        {POINTS.map((point) => <li key={point}>{text(`points.${point}`)}</li>)}
      </ul>
      <NewsletterSignUp list={list} />
      <p className="form-field__hint">{t('newsletter.unsubscribeNote')}</p>
    </div>
  );
}
