import type { AlternateLink } from '../../shared/types/page.ts';
import { useSite } from '../site-context.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';

/**
 * The footer's columns and copyright line. The layout's <footer> element
 * holds them, and the consent banner's settings button after them
 * (consent-banner.tsx): that element is hydrated with the page, these
 * links once their code has loaded (client/deferred-region.tsx).
 */
export function FooterContent({ alternates }: { alternates: AlternateLink[] }) {
  const { t, href, config } = useSite();
  return (
    <>
      <div className="footer__columns">
        <nav aria-labelledby="footer-service">
          <h2 id="footer-service" className="footer__title">{t('footer.customerService')}</h2>
          <ul>
            <li><a href={href('returns')}>{t('footer.returns')}</a></li>
            <li><a href={href('faq')}>{t('footer.faq')}</a></li>
            <li><a href={href('ask')}>{t('footer.ask')}</a></li>
            <li><a href={href('serviceProductsGiftcards')}>{t('footer.giftCards')}</a></li>
            <li><a href={href('stores')}>{t('footer.stores')}</a></li>
            <li><a href={href('history')}>{t('footer.history')}</a></li>
          </ul>
        </nav>
        <div>
          <h2 className="footer__title">{t('footer.contact')}</h2>
          <p><a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a></p>
        </div>
        <div>
          <h2 className="footer__title">{t('footer.languages')}</h2>
          <LanguageSwitcher alternates={alternates} label={t('footer.languages')} />
        </div>
      </div>
      <p className="footer__copyright">{t('footer.copyright', { year: config.year, brand: config.brandName })}</p>
    </>
  );
}
