import GiftCardsPage from '../../client/pages/service-products-giftcards-page.tsx';
import { frameOnlyPage } from './frame-only-page.ts';

/**
 * /service-products/giftcards/ (issue 17 item 3, decision 028): the gift
 * cards for sale and the balance check. The same HTML for everyone (the cart
 * and the balance are the browser's), so a public page.
 */
export const giftCardsPage = frameOnlyPage('serviceProductsGiftcards', GiftCardsPage, 'giftCards', 'index, follow');
