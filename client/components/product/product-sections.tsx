import type { ReactNode } from 'react';
import { useSite } from '../../site-context.tsx';

interface ProductSectionsProps {
  /** Extra delivery content under the standard delivery and returns text (e.g. the delivery-methods box). */
  delivery?: ReactNode;
  /** The reviews summary; the section is left out without it. */
  reviews?: ReactNode;
  /** The product carries the sustainable-choice label (cat 9: at least 3 of 5 criteria). */
  sustainable: boolean;
  /** Guides (blog posts) about the product; left out when empty. */
  guides: Array<{ title: string; path: string }>;
  /** The company info section (cat 2: Finnish pages only; the page decides). */
  companyInfo: boolean;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <details className="product-section" id={`product-section-${id}`}>
      <summary className="product-section__summary">{title}</summary>
      <div className="product-section__body">{children}</div>
    </details>
  );
}

/**
 * The collapsible sections under the product (cat 2): delivery, reviews,
 * sustainable choice, guides and company info. Native <details>, so they
 * open without script and find-in-page reaches the closed ones.
 */
export function ProductSections({ delivery, reviews, sustainable, guides, companyInfo }: ProductSectionsProps) {
  const { t, config, localHref } = useSite();
  const local = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? localHref(path) : path);
  return (
    <div className="product-sections">
      <Section id="delivery" title={t('productContent.section.delivery')}>
        <p>{t('productContent.deliveryText')}</p>
        <p>{t('productContent.returnsText')}</p>
        {delivery}
      </Section>
      {reviews ? <Section id="reviews" title={t('productContent.section.reviews')}>{reviews}</Section> : null}
      {sustainable ? (
        <Section id="sustainable" title={t('productContent.section.sustainable')}>
          <p>{t('productContent.sustainableText')}</p>
        </Section>
      ) : null}
      {guides.length > 0 ? (
        <Section id="guides" title={t('productContent.section.guides')}>
          <ul className="product-section__links">
            {guides.map((guide) => <li key={guide.path}><a href={local(guide.path)}>{guide.title}</a></li>)}
          </ul>
        </Section>
      ) : null}
      {companyInfo ? (
        <Section id="company" title={t('productContent.section.company', { brand: config.brandName })}>
          <p>{t('productContent.companyText', { brand: config.brandName })}</p>
        </Section>
      ) : null}
    </div>
  );
}
