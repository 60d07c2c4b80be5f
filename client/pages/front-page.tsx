import { useSite } from '../site-context.tsx';

/** The front page: an empty state until the catalogue issue brings its content. */
export default function FrontPage() {
  const { t } = useSite();
  return (
    <div className="front">
      <section className="front__hero" aria-labelledby="front-heading">
        <h1 id="front-heading" className="front__heading">{t('front.heading')}</h1>
        <p className="front__lead">{t('front.lead')}</p>
      </section>
      <section className="front__benefits" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading" className="visually-hidden">{t('front.benefitsTitle')}</h2>
        <ul className="benefits">
          <li className="benefits__item">{t('front.benefitReturns')}</li>
          <li className="benefits__item">{t('front.benefitStores')}</li>
          <li className="benefits__item">{t('front.benefitCountries')}</li>
        </ul>
      </section>
    </div>
  );
}
