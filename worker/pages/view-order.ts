import ViewOrderPage from '../../client/pages/view-order-page.tsx';
import { frameOnlyPage } from './frame-only-page.ts';

/** /view-order/ (cat 6 guest role): look an order up by email and order number; the answer comes by POST. */
export const viewOrderPage = frameOnlyPage('viewOrder', ViewOrderPage, 'viewOrder', 'noindex, follow');
