import CheckoutPaymentPage from '../../client/pages/checkout-payment-page.tsx';
import { frameOnlyPage } from './frame-only-page.ts';

/**
 * /checkout/payment/ (issue 6): the form and the cart come from the browser
 * (localStorage), so the HTML is the same for everyone and carries nothing
 * personal; it is still no page for search engines.
 */
export const checkoutPaymentPage = frameOnlyPage('checkoutPayment', CheckoutPaymentPage, 'checkoutForm', 'noindex, nofollow');
