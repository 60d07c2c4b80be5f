import { LANGUAGES } from '../../../shared/languages.ts';
import type { CatalogueImport, ImportModel } from '../import-format.ts';
import { deleteWhereIn, flag, insertRows, type Statement } from './sql-rows.ts';

const MODEL_COLUMNS = ['id', 'uuid', 'slug', 'manufacturer_id', 'main_group_id', 'model_number', 'tax_class_id', 'original_language',
  'is_public', 'campaign_only', 'is_bundle', 'is_multi_color', 'is_extended_range', 'belongs_to_outlet', 'is_rental',
  'show_discount_percentage', 'on_order', 'second_hand_parent_id', 'promoted_colour_id', 'price_ending', 'ski_wizard_sport',
  'ski_wizard_group', 'silhouette', 'published', 'sold_amount', 'view_count', 'rating', 'rating_count', 'quote_name', 'quote_image', 'shelf_code',
  'per_international_package'];

/** The mean review rating (0-10) and count: kept on the model so lists can sort by stars without a join. */
function ratingOf(model: ImportModel): [number, number] {
  if (model.reviews.length === 0) return [0, 0];
  const sum = model.reviews.reduce((total, review) => total + review.rating, 0);
  return [Math.round((sum / model.reviews.length) * 10) / 10, model.reviews.length];
}

function modelRow(m: ImportModel) {
  const [rating, ratingCount] = ratingOf(m);
  return [m.id, m.uuid, m.slug, m.manufacturerId, m.mainGroupId, m.modelNumber, m.taxClassId, m.originalLanguage,
    flag(m.isPublic), flag(m.campaignOnly), flag(m.isBundle), flag(m.isMultiColor), flag(m.isExtendedRange), flag(m.belongsToOutlet),
    flag(m.isRental), flag(m.showDiscountPercentage), flag(m.onOrder), m.secondHandParentId, m.promotedColourId, m.priceEnding,
    m.skiWizard?.sport ?? null, m.skiWizard?.group ?? null, m.silhouette, m.published, m.soldAmount, m.viewCount, rating, ratingCount,
    m.quote?.name ?? '', m.quote?.image ?? '', m.shelfCode, flag(m.perInternationalPackage)];
}

/** Deletes the variants the imported models no longer have (ids passed as JSON: one bound value each). */
function staleVariantStatements(models: ImportModel[]): Statement[] {
  const statements: Statement[] = [];
  for (let start = 0; start < models.length; start += 500) {
    const group = models.slice(start, start + 500);
    statements.push({
      sql: 'DELETE FROM variants WHERE model_id IN (SELECT value FROM json_each(?)) AND id NOT IN (SELECT value FROM json_each(?))',
      params: [JSON.stringify(group.map((m) => m.id)), JSON.stringify(group.flatMap((m) => m.variants.map((v) => v.id)))],
    });
  }
  return statements;
}

/**
 * Models are upserted by id and their child rows replaced. Variants are upserted
 * too (their ids are referenced from carts and orders) and only the variants a
 * model no longer has are deleted. Second-hand items refer to their parent
 * model, so models without a parent are written first.
 */
export function modelStatements(data: CatalogueImport): Statement[] {
  if (data.models.length === 0) return [];
  const models = [...data.models].sort((a, b) => Number(a.secondHandParentId !== null) - Number(b.secondHandParentId !== null));
  const ids = models.map((m) => m.id);
  const variants = models.flatMap((m) => m.variants.map((v) => ({ ...v, modelId: m.id })));
  const variantIds = variants.map((v) => v.id);
  return [
    ...insertRows('product_models', MODEL_COLUMNS, models.map(modelRow), ['id']),
    ...['product_model_texts', 'product_model_groups', 'product_model_images', 'product_model_properties', 'product_model_tags',
      'product_model_ribbons', 'product_model_size_tables', 'product_model_prices', 'reviews']
      .flatMap((table) => deleteWhereIn(table, 'model_id', ids)),
    ...insertRows('product_model_texts',
      ['model_id', 'language', 'name', 'short_description', 'description_html', 'meta_description', 'tagline', 'model_notice', 'quote_text', 'block_info_text', 'is_manual'],
      models.flatMap((m) => LANGUAGES.map((l) => {
        const t = m.texts[l];
        return [m.id, l, t.name, t.shortDescription, t.descriptionHtml, t.metaDescription, t.tagline, t.modelNotice, t.quoteText, t.blockInfoText, flag(t.isManual)];
      }))),
    ...insertRows('product_model_groups', ['model_id', 'group_id'],
      models.flatMap((m) => [...new Set([m.mainGroupId, ...m.groupIds])].map((groupId) => [m.id, groupId]))),
    ...insertRows('product_model_images', ['model_id', 'position', 'url', 'title', 'caption'],
      models.flatMap((m) => m.images.map((image, i) => [m.id, i, image.url, image.title, image.caption]))),
    ...insertRows('product_model_properties', ['model_id', 'property_type_id', 'value_number', 'value_text'],
      models.flatMap((m) => m.properties.map((p) => [m.id, p.propertyTypeId, p.number, p.text]))),
    ...insertRows('product_model_tags', ['model_id', 'tag_id'], models.flatMap((m) => [...new Set(m.tagIds)].map((id) => [m.id, id]))),
    ...insertRows('product_model_ribbons', ['model_id', 'ribbon_id'], models.flatMap((m) => [...new Set(m.ribbonIds)].map((id) => [m.id, id]))),
    ...insertRows('product_model_size_tables', ['model_id', 'size_table_id'], models.flatMap((m) => [...new Set(m.sizeTableIds)].map((id) => [m.id, id]))),
    ...insertRows('product_model_prices',
      ['model_id', 'tax_area_id', 'regular', 'active', 'club', 'discount_value', 'discount_free', 'active_type'],
      models.flatMap((m) => m.prices.map((p) => [m.id, p.taxAreaId, p.regular, p.active, p.club, p.discountValue, flag(p.discountFree), p.activeType]))),
    ...staleVariantStatements(models),
    ...insertRows('variants', ['id', 'model_id', 'colour_id', 'size_id', 'product_type_id', 'tekso_number', 'image', 'shipping_time', 'stock_incoming'],
      variants.map((v) => [v.id, v.modelId, v.colourId, v.sizeId, v.productTypeId, v.teksoNumber, v.image, v.shippingTime, v.stockIncoming]), ['id']),
    ...deleteWhereIn('variant_prices', 'variant_id', variantIds),
    ...deleteWhereIn('variant_stocks', 'variant_id', variantIds),
    ...insertRows('variant_prices', ['variant_id', 'tax_area_id', 'regular', 'active', 'club'],
      variants.flatMap((v) => v.prices.map((p) => [v.id, p.taxAreaId, p.regular, p.active, p.club]))),
    ...insertRows('variant_stocks', ['variant_id', 'store_id', 'quantity', 'blocked', 'shelf_code'],
      variants.flatMap((v) => v.stocks.map((s) => [v.id, s.storeId, s.quantity, s.blocked, s.shelfCode]))),
    ...insertRows('reviews', ['id', 'model_id', 'created', 'rating', 'visible_name', 'comment', 'language', 'size', 'votes_up', 'votes_down'],
      models.flatMap((m) => m.reviews.map((r) => [r.id, m.id, r.created, r.rating, r.visibleName, r.comment, r.language, r.size, r.votesUp, r.votesDown]))),
    ...insertRows('review_images', ['review_id', 'position', 'url'],
      models.flatMap((m) => m.reviews.flatMap((r) => r.images.map((url, i) => [r.id, i, url])))),
  ];
}
