export { createRandom, seedFromText, type Random } from './prng.ts';
export { escapeXml } from './escape-xml.ts';
export { SILHOUETTE_KINDS, isSilhouetteKind, type SilhouetteKind } from './silhouettes.ts';
export { productImageSvg, type ProductImageInput } from './product-image.ts';
export { BANNER_THEMES, isBannerTheme, type BannerTheme } from './landscape.ts';
export { bannerSvg, promoImageSvg, type BannerInput } from './banner.ts';
export { brandLogoSvg, type BrandLogoInput } from './logo.ts';
export { groupImageSvg, type GroupImageInput } from './group-image.ts';
export { storeImageSvg, type StoreImageInput } from './store-image.ts';
