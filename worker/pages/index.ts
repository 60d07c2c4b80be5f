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
import type { RoutePageId } from '../../shared/route-table.ts';
import type { PageModule } from './page-module.ts';

/** Route pages by id (route table `page`); the error screens are rendered by worker/render/error-response.ts. */
export const PAGE_MODULES: Record<RoutePageId, PageModule<any>> = {
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
};
