/**
 * The product page's view model (cat 3 "page view model") from the detail of
 * GET /api/products/productmodel/{slug}/, for one tax area: only that area's
 * prices go to the browser, and stock is reduced to what the page shows.
 */
import type { DetailPrice, ProductModelDetail, VariantDetail } from '../types/product-detail.ts';
import type { Crumb } from '../types/grid-page.ts';
import type { ListPrice } from '../types/product-list.ts';
import type { ColourView, ProductView, StoreStock, TypeView, VariantView } from '../types/product-page.ts';

/** cat 3 derived price: what a guest pays, the comparison price, the state and the club price. */
function listPrice(price: DetailPrice): ListPrice {
  return { active: price.active, reference: price.regular, type: price.type, club: price.club };
}

function storeStocks(variant: VariantDetail, storeOrder: Map<number, number>): StoreStock[] {
  return Object.entries(variant.stock_data.detailed_stocks)
    .map(([storeId, stock]) => ({ storeId: Number(storeId), quantity: stock.quantity, blocked: stock.blocked, shelfCode: stock.shelf_code }))
    .filter((stock) => storeOrder.has(stock.storeId))
    .sort((a, b) => storeOrder.get(a.storeId)! - storeOrder.get(b.storeId)!);
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

interface ProductViewOptions {
  taxAreaId: number;
  /** Store ids in display order: stock in other stores is not shown. */
  storeIds: number[];
  /** The page's own path when it is not the model's (bundles and gift cards live under /old/, cat 2). */
  pagePath?: string;
}

/** Null when the model has no price in the tax area: it is not sold there (lists leave it out too). */
export function toProductView(detail: ProductModelDetail, options: ProductViewOptions): ProductView | null {
  const modelPrice = detail.prices[String(options.taxAreaId)];
  if (!modelPrice) return null;
  const storeOrder = new Map(options.storeIds.map((id, index) => [id, index]));
  const variants: VariantView[] = detail.products.map((variant) => {
    const own = variant.prices?.[String(options.taxAreaId)];
    return {
      variantId: variant.id,
      colorSlug: variant.colour?.slug ?? '',
      sizeSlug: variant.size?.name ?? '',
      typeSlug: variant.product_type?.slug ?? '',
      sizeSort: variant.size?.sort_order ?? 0,
      typeSort: variant.product_type?.sort_order ?? 0,
      teksoNumber: variant.teksonumber,
      images: variant.images,
      price: listPrice(own ?? modelPrice),
      inStock: variant.stock_data.in_stock,
      blockedStock: variant.stock_data.blocked_stock,
      shippingTimeNumber: variant.shipping_time.number,
      stockIncoming: variant.stock_incoming_str,
      storeStocks: storeStocks(variant, storeOrder),
    };
  });
  const colors: ColourView[] = uniqueBy(detail.products.filter((variant) => variant.colour), (variant) => variant.colour!.slug)
    .map((variant) => ({
      slug: variant.colour!.slug,
      name: variant.colour!.name,
      control: variant.color,
      hex: variant.colour!.hex,
      images: [...new Set(detail.products.filter((other) => other.colour?.slug === variant.colour!.slug).flatMap((other) => other.images))],
    }));
  const sizes = uniqueBy(detail.products.flatMap((variant) => (variant.size ? [variant.size] : [])), (size) => size.name)
    .sort((a, b) => a.sort_order - b.sort_order).map((size) => size.name);
  const types: TypeView[] = uniqueBy(detail.products.flatMap((variant) => (variant.product_type ? [variant.product_type] : [])), (type) => type.slug)
    .sort((a, b) => a.sort_order - b.sort_order).map(({ slug, name, title }) => ({ slug, name, title }));
  const original = detail.translated_fields.long_description_html.manual_input ? null : {
    language: detail.original_language,
    name: detail.translated_fields.name.original,
    shortDescription: detail.translated_fields.short_description.original,
    descriptionHtml: detail.translated_fields.long_description_html.original,
  };
  const breadcrumbs: Crumb[] = [
    // parents run from the top group down to the main group itself.
    ...detail.parents.map((group) => ({ name: group.name, path: group.path })),
    { name: detail.name, path: options.pagePath ?? detail.model_url },
  ];
  const prices = variants.map((variant) => variant.price.active);
  return {
    modelId: detail.id,
    slug: detail.slug,
    name: detail.name,
    manufacturer: { name: detail.manufacturer.name, slug: detail.manufacturer.slug, logo: detail.manufacturer.image, isFinnish: detail.manufacturer.is_finnish },
    modelNumber: detail.modelnumber,
    modelPath: options.pagePath ?? detail.model_url,
    isPublic: detail.is_public,
    isBundle: detail.is_bundle,
    isSecondHand: detail.second_hand_parent !== null,
    secondHandParent: detail.second_hand_parent?.is_active ? { name: detail.second_hand_parent.name, path: detail.second_hand_parent.url } : null,
    onOrder: detail.on_order,
    taxClass: detail.tax_class,
    price: listPrice(modelPrice),
    fromPrefix: new Set(prices).size > 1,
    showDiscountPercentage: detail.show_discount_percentage,
    priceEnding: detail.price_ending,
    modelNotice: detail.model_notice,
    tagline: detail.tagline,
    shortDescription: detail.short_description,
    descriptionHtml: detail.long_description_html,
    // The toggle needs a text that differs: a model written in this language has none.
    original: original && original.descriptionHtml !== detail.long_description_html ? original : null,
    promotedColour: detail.promoted_colour,
    colors,
    sizes,
    types,
    variants,
    generalImages: detail.extra_images.map((image) => ({ path: image.full_url, title: image.title, caption: image.caption })),
    tags: detail.tags,
    ribbons: detail.ribbons.map((ribbon) => {
      const [bgColor = '', textColor = ''] = ribbon.name.value.split(';');
      return { slug: ribbon.name.slug, name: ribbon.name.name, bgColor, textColor };
    }),
    properties: detail.model_properties.map((property) => ({
      slug: property.name.slug,
      // The detail's name carries the unit in brackets; the view keeps them apart.
      name: property.unit ? property.name.name.replace(` [${property.unit}]`, '') : property.name.name,
      value: property.value,
      unit: property.unit,
      kind: property.kind,
    })),
    quote: detail.quote,
    blogPosts: detail.blogs.map((blog) => ({ title: blog.title, path: blog.url })),
    rating: detail.rating,
    ratingCount: detail.rating_count,
    skiWizard: detail.ski_wizard.sport && detail.ski_wizard.group
      ? { sport: detail.ski_wizard.sport as 'alpine' | 'nordic', group: detail.ski_wizard.group as 'skis' | 'bindings' | 'boots' } : null,
    breadcrumbs,
    mainGroupId: detail.main_group.id,
  };
}
