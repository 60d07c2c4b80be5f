import type { CatalogueImportInput } from '../../import-format.ts';
import { corporateContactTexts } from './pages/corporate-contact.ts';
import { corporateEventsTexts } from './pages/corporate-events.ts';
import { corporateGiftCardsTexts } from './pages/corporate-gift-cards.ts';
import { corporateGiftsTexts } from './pages/corporate-gifts.ts';
import { corporateRentalTexts } from './pages/corporate-rental.ts';
import { corporateSalesTexts } from './pages/corporate-sales.ts';
import { corporateStaffBenefitsTexts } from './pages/corporate-staff-benefits.ts';
import { deliveryTexts } from './pages/delivery.ts';
import { eventsTexts } from './pages/events.ts';
import { faqTexts } from './pages/faq.ts';
import { guideTabs, guidesTexts } from './pages/guides.ts';
import { historyTexts } from './pages/history.ts';
import { memberDiscountsTexts } from './pages/member-discounts.ts';
import { paymentMethodsTexts } from './pages/payment-methods.ts';
import { productTestsTexts } from './pages/product-tests.ts';
import { rentalFaqTexts } from './pages/rental-faq.ts';
import { repairServiceTexts } from './pages/repair-service.ts';
import { returnsTexts } from './pages/returns.ts';
import { sustainabilityTexts } from './pages/sustainability.ts';
import { termsTexts } from './pages/terms.ts';

/**
 * The demo shop's static pages in the import format. Ids are fixed (an import
 * upserts by id, so re-seeding replaces rather than duplicates); history and
 * the FAQs carry no navKey because their fixed routes find them by slug.
 */
export function demoStaticPages(): NonNullable<CatalogueImportInput['staticPages']> {
  return [
    { id: 1, kind: 'page', navKey: 'terms', texts: termsTexts },
    { id: 2, kind: 'page', navKey: 'delivery', texts: deliveryTexts },
    { id: 3, kind: 'page', navKey: 'returns', texts: returnsTexts },
    { id: 4, kind: 'page', navKey: 'payment-methods', texts: paymentMethodsTexts },
    { id: 5, kind: 'page', navKey: 'member-discounts', texts: memberDiscountsTexts },
    { id: 6, kind: 'page', navKey: 'repair-service', texts: repairServiceTexts },
    { id: 7, kind: 'page', navKey: 'sustainability', texts: sustainabilityTexts },
    { id: 8, kind: 'page', navKey: null, texts: historyTexts },
    { id: 9, kind: 'page', navKey: null, texts: faqTexts },
    { id: 10, kind: 'page', navKey: 'product-tests', texts: productTestsTexts },
    { id: 11, kind: 'page', navKey: 'events', texts: eventsTexts },
    { id: 12, kind: 'page', navKey: 'corporate-sales', texts: corporateSalesTexts },
    { id: 13, kind: 'page', navKey: 'corporate-gift-cards', texts: corporateGiftCardsTexts },
    { id: 14, kind: 'page', navKey: 'corporate-staff-benefits', texts: corporateStaffBenefitsTexts },
    { id: 15, kind: 'page', navKey: 'corporate-gifts', texts: corporateGiftsTexts },
    { id: 16, kind: 'page', navKey: 'corporate-events', texts: corporateEventsTexts },
    { id: 17, kind: 'page', navKey: 'corporate-rental', texts: corporateRentalTexts },
    { id: 18, kind: 'page', navKey: 'corporate-contact', texts: corporateContactTexts },
    { id: 19, kind: 'tabs', navKey: 'guides', texts: guidesTexts, tabs: guideTabs },
    { id: 20, kind: 'page', navKey: null, texts: rentalFaqTexts },
  ];
}
