import { activatePage, loginPage, registerPage, resetPasswordConfirmPage, resetPasswordPage } from './account-auth.ts';
import { accountPage, deleteAccountPage, stopRemindersPage } from './account-area.ts';
import { brandsPage } from './brands.ts';
import { serviceCasePage, staffCasePage, staffComplaintsPage, staffReturnsPage } from './case-desk.ts';
import { staffOrderPage, staffOrdersPage } from './order-desk.ts';
import { checkoutPage } from './checkout.ts';
import { campaignListPage, campaignManagePage, companyRegistrationPage, staffCompaniesPage } from './campaign-admin.ts';
import { checkoutPaymentPage } from './checkout-payment.ts';
import { clubInfoPage } from './club-info.ts';
import { contentPage } from './content.ts';
import { frontPage } from './front.ts';
import { giftcampaignsCategoryPage } from './gift-campaign-category.ts';
import { giftCardsPage } from './gift-cards.ts';
import { listingPage } from './listing.ts';
import { menuPage } from './menu.ts';
import { orderResultPage } from './order-result.ts';
import { productPage } from './product.ts';
import { reclamationPage } from './reclamation.ts';
import { returnsFormPage, returnsPage } from './returns.ts';
import {
  askPage, corporateInfoFormPage, corporateNewsletterPage, enterprisePage, forestNewsletterPage, newsletterConfirmPage, newsletterUnsubscribePage,
} from './service-forms.ts';
import { viewOrderPage } from './view-order.ts';
import { wishlistPage } from './wishlist.ts';
import { skiWizardPage, skiWizardSportPage } from './ski-wizard.ts';
import { shoeWizardPage, womensAndMensShoesPage } from './shoe-wizard.ts';
import { searchPage } from './search.ts';
import { storeDetailPage, storesListPage } from './stores.ts';
import { catalogPage } from './catalog.ts';
import { experiencesPage } from './experiences.ts';
import { historyPage } from './history.ts';
import { legacyRedirectPage } from './legacy-redirects.ts';
import { rentalPage, rentalRentlePage } from './rental.ts';
import { staticIndexPage } from './static-index.ts';
import { styleGuidePage } from './style-guide.ts';
import { bloggerPage, bloggersPage } from './blog-bloggers.ts';
import { lifeOutdoorsPage } from './blog-hub.ts';
import { blogIndexPage } from './blog-index.ts';
import { blogPostPage } from './blog-post.ts';
import type { RoutePageId } from '../../shared/route-table.ts';
import type { PageModule } from './page-module.ts';

/** Route pages by id (route table `page`); the error screens are rendered by worker/render/error-response.ts. */
export const PAGE_MODULES: Record<RoutePageId, PageModule<any>> = {
  // The life outdoors area (issue 18).
  lifeOutdoors: lifeOutdoorsPage,
  blogIndex: blogIndexPage,
  blogPost: blogPostPage,
  bloggers: bloggersPage,
  blogger: bloggerPage,
  front: frontPage,
  menu: menuPage,
  content: contentPage,
  listing: listingPage,
  brands: brandsPage,
  product: productPage,
  giftcampaignsCategory: giftcampaignsCategoryPage,
  checkout: checkoutPage,
  checkoutPayment: checkoutPaymentPage,
  checkoutClubInfo: clubInfoPage,
  orderResult: orderResultPage,
  viewOrder: viewOrderPage,
  login: loginPage,
  register: registerPage,
  activate: activatePage,
  resetPassword: resetPasswordPage,
  resetPasswordConfirm: resetPasswordConfirmPage,
  account: accountPage,
  deleteAccount: deleteAccountPage,
  stopReminders: stopRemindersPage,
  wishlist: wishlistPage,
  staffReturns: staffReturnsPage,
  staffComplaints: staffComplaintsPage,
  staffCase: staffCasePage,
  staffOrders: staffOrdersPage,
  staffOrder: staffOrderPage,
  serviceCase: serviceCasePage,
  returns: returnsPage,
  returnsForm: returnsFormPage,
  reclamation: reclamationPage,
  ask: askPage,
  corporateInfoForm: corporateInfoFormPage,
  enterprise: enterprisePage,
  corporateNewsletter: corporateNewsletterPage,
  forestNewsletter: forestNewsletterPage,
  newsletterConfirm: newsletterConfirmPage,
  newsletterUnsubscribe: newsletterUnsubscribePage,
  companyRegistration: companyRegistrationPage,
  campaignList: campaignListPage,
  campaignManage: campaignManagePage,
  staffCompanies: staffCompaniesPage,
  serviceProductsGiftcards: giftCardsPage,
  skiWizard: skiWizardPage,
  skiWizardSport: skiWizardSportPage,
  shoeWizard: shoeWizardPage,
  womensAndMensShoes: womensAndMensShoesPage,
  // Issue 18: rental, experiences, the catalogue, the history, the style guide, the static pages' indexes and the legacy paths.
  rental: rentalPage,
  rentalRentle: rentalRentlePage,
  experiences: experiencesPage,
  catalog: catalogPage,
  history: historyPage,
  styleGuide: styleGuidePage,
  staticIndex: staticIndexPage,
  redirect: legacyRedirectPage,
  search: searchPage,
  stores: storesListPage,
  store: storeDetailPage,
};
