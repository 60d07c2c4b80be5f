import type { ComponentType } from 'react';
import AskPage from '../../client/pages/ask-page.tsx';
import CorporateInfoFormPage from '../../client/pages/corporate-info-form-page.tsx';
import CorporateNewsletterPage from '../../client/pages/corporate-newsletter-page.tsx';
import EnterprisePage from '../../client/pages/enterprise-page.tsx';
import ForestNewsletterPage from '../../client/pages/forest-newsletter-page.tsx';
import NewsletterConfirmPage from '../../client/pages/newsletter-confirm-page.tsx';
import NewsletterUnsubscribePage from '../../client/pages/newsletter-unsubscribe-page.tsx';
import { countryName } from '../../shared/order/order-display.ts';
import type { PageId } from '../../shared/route-table.ts';
import { VAT_COUNTRIES } from '../../shared/service/vat-number.ts';
import type { CorporateInfoPageProps, NewsletterLinkPageProps } from '../../shared/types/service-forms.ts';
import { frameOnlyPage } from './frame-only-page.ts';
import type { PageModule } from './page-module.ts';

/**
 * The question, corporate and newsletter pages of issue 16 item 6. The forms'
 * HTML is the same for everyone (nothing personal; every call is the
 * browser's), so they are public pages; the mail links' pages are not for
 * search results.
 */
const PUBLIC = 'index, follow';
const LINK_PAGE = 'noindex, nofollow';

export const askPage = frameOnlyPage('ask', AskPage, 'askForm', PUBLIC);
export const enterprisePage = frameOnlyPage('enterprise', EnterprisePage, 'corporateForms.enterprise', PUBLIC);
export const corporateNewsletterPage = frameOnlyPage('corporateNewsletter', CorporateNewsletterPage, 'newsletter.corporate', PUBLIC);
export const forestNewsletterPage = frameOnlyPage('forestNewsletter', ForestNewsletterPage, 'newsletter.forest', PUBLIC);

/** The countries with a known VAT format, named and sorted in the page's language by the server, so the browser hydrates the same list. */
export const corporateInfoFormPage: PageModule<CorporateInfoPageProps> = {
  id: 'corporateInfoForm',
  component: CorporateInfoFormPage,
  async load({ c, t, scope }) {
    const language = scope.language;
    const countries = VAT_COUNTRIES.map((code) => ({ code, name: countryName(code, language) }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
    return {
      props: { countries },
      title: t('corporateForms.info.title'),
      description: t('corporateForms.info.metaDescription', { brand: c.get('settings').brandName }),
      robots: PUBLIC,
    };
  },
};

/** A mail link's page: the token from the path, untouched on the server (a GET changes nothing: the page's button POSTs it). */
function linkPage(id: PageId, component: ComponentType<NewsletterLinkPageProps>, texts: string): PageModule<NewsletterLinkPageProps> {
  return {
    id,
    component,
    async load({ c, t, match }) {
      return {
        props: { token: match.params.token ?? '' },
        title: t(`${texts}.title`),
        description: t(`${texts}.metaDescription`, { brand: c.get('settings').brandName }),
        robots: LINK_PAGE,
      };
    },
  };
}

export const newsletterConfirmPage = linkPage('newsletterConfirm', NewsletterConfirmPage, 'newsletter.confirm');
export const newsletterUnsubscribePage = linkPage('newsletterUnsubscribe', NewsletterUnsubscribePage, 'newsletter.unsubscribe');
