import CheckoutPage from '../../client/pages/checkout-page.tsx';
import { frameOnlyPage } from './frame-only-page.ts';

/**
 * /checkout/ (issue 6): the shopping cart. The server renders the frame only:
 * the cart is in the visitor's localStorage and its prices come from
 * POST /api/checkout/, so the page carries no per-user data and is kept out
 * of search engines.
 */
export const checkoutPage = frameOnlyPage('checkout', CheckoutPage, 'cartPage', 'noindex, nofollow');
