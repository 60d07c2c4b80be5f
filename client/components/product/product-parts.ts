import { deferredRegion } from '../../deferred-region.tsx';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';

// The product page's parts outside its gallery and buy controls hydrate once their chunk and texts are in
// (decision 043): the page and its buy box place them.
const regions = () => Promise.all([import('./product-regions.ts'), ensureDictionaryPart('productInfo')]).then(([module]) => module);

export const Breadcrumbs = deferredRegion(() => regions().then((module) => module.Breadcrumbs));
export const ProductRibbons = deferredRegion(() => regions().then((module) => module.ProductRibbons));
export const ReviewsStarsLink = deferredRegion(() => regions().then((module) => module.ReviewsStarsLink));
export const FinnishBadge = deferredRegion(() => regions().then((module) => module.FinnishBadge));
export const StockNotifier = deferredRegion(() => regions().then((module) => module.ChosenVariantStockNotifier));
export const ProductInformation = deferredRegion(() => regions().then((module) => module.ProductInformation));
export const BannerGrid = deferredRegion(() => regions().then((module) => module.BannerGrid));
