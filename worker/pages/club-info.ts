import ClubInfoPage from '../../client/pages/checkout-club-info-page.tsx';
import { frameOnlyPage } from './frame-only-page.ts';

/** /checkout/club-info/ (core 2 checkout steps): what the loyalty club gives, from the cart. */
export const clubInfoPage = frameOnlyPage('checkoutClubInfo', ClubInfoPage, 'clubInfo', 'noindex, follow');
