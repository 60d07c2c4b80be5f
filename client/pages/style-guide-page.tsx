import type { StyleGuidePageProps } from '../../shared/types/area-pages.ts';
import { ButtonsSection, ColoursSection, ToastsSection, TypographySection } from '../components/areas/style-guide-basics.tsx';
import { FormsSection } from '../components/areas/style-guide-forms.tsx';
import { PricesSection, ProductCardSection } from '../components/areas/style-guide-products.tsx';
import { useSite } from '../site-context.tsx';

/** /style-guide/ (noindex): the component gallery, on the shop's own components and real catalogue products. */
export default function StyleGuidePage({ card, prices }: StyleGuidePageProps) {
  const { t } = useSite();
  return (
    <div className="style-guide">
      <h1 className="page-heading">{t('styleGuide.title')}</h1>
      <p className="listing__intro">{t('styleGuide.intro')}</p>
      <TypographySection />
      <ColoursSection />
      <ButtonsSection />
      <FormsSection />
      <ProductCardSection card={card} />
      <PricesSection prices={prices} />
      <ToastsSection />
    </div>
  );
}
