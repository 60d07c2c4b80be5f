/**
 * The catalogue import format (`npm run import -- file.json`), one zod schema
 * for the whole document. docs/catalogue-import-format.schema.json is generated
 * from it (scripts/catalogue/write-json-schema.ts) for operators' own tooling.
 *
 * Every section is optional: an import upserts what the file holds, by the
 * operator's ids, and replaces the child rows (texts, prices, variants, stock...)
 * of each entity it holds. Entities the file leaves out are kept as they are.
 * Shopper-facing texts are required in all six languages.
 */
import { z } from 'zod';
import { LANGUAGES } from '../../shared/languages.ts';
import { alsoBoughtPair, countryDeliveryDays, deliveryMethod, modelDeliveryFields, pickupPoint, variantCountryOverride } from './import-format-delivery.ts';
import { giftCampaign } from './import-format-gift-campaigns.ts';
import { discountCode, giftCard } from './import-format-checkout-codes.ts';
import { enterpriseOrder } from './import-format-enterprise-orders.ts';
import { importUser } from './import-format-users.ts';
import { importCompany } from './import-format-companies.ts';
import { skiSpecs, variantSkiFields } from './import-format-ski-specs.ts';
import { storeDetailIssues, storeDetails } from './import-format-stores.ts';
import { blogCategory, blogger, blogPost } from './import-format-blog.ts';
import { colour, cropPoint, id, imageUrl, isoDate, linkUrl, money, optionalText, path, perLanguage, slug, text } from './import-format-primitives.ts';
import { NAV_PAGE_KEYS } from '../../shared/navigation-keys.ts';
import { GRID_SORTS } from '../../shared/types/grid.ts';

export const PRICE_TYPES = ['normal', 'discount', 'club', 'outdoor', 'outlet'] as const;

const taxClass = z.object({ id, name: text });
const taxRate = z.object({ taxAreaId: id, taxClassId: id, percentage: z.number().min(0).max(100) });

const store = z.object({
  id, slug, name: text, shortName: text,
  type: z.enum(['retail', 'web', 'warehouse']),
  pikanouto: z.boolean().default(false),
  nouto: z.boolean().default(false),
  stockDisplayOrder: z.number().int().default(0),
  streetAddress: optionalText, postalCode: optionalText, city: optionalText,
  phone: optionalText, email: optionalText, image: imageUrl.or(z.literal('')).default(''),
  // The store page's data (decision 035).
  ...storeDetails,
}).superRefine((store, context) => {
  for (const issue of storeDetailIssues(store)) context.addIssue({ code: 'custom', ...issue });
});

const colourEntry = z.object({
  id, slug,
  control: z.enum(['red', 'blue', 'yellow', 'orange', 'purple', 'green', 'black', 'brown', 'beige', 'pink', 'gray', 'white']),
  hex: colour,
  names: perLanguage(text),
});

const size = z.object({ id, name: text });

const productType = z.object({ id, slug, sortOrder: z.number().int().default(0), names: perLanguage(text), titles: perLanguage(text) });

const propertyType = z.object({
  id, slug, unit: optionalText,
  valueKind: z.enum(['number', 'text', 'flag']),
  filter: z.enum(['range', 'checkbox']).nullable().default(null),
  bgColor: colour.or(z.literal('')).default(''),
  textColor: colour.or(z.literal('')).default(''),
  sortOrder: z.number().int().default(0),
  names: perLanguage(text),
});

const badge = z.object({ id, slug, bgColor: colour, textColor: colour, names: perLanguage(text) });
const tag = badge.extend({ campaignSlug: slug.nullable().default(null) });

const manufacturer = z.object({
  id, slug, name: text,
  logo: imageUrl.or(z.literal('')).default(''),
  isFinnish: z.boolean().default(false),
  isFeatured: z.boolean().default(false),
  sortOrder: z.number().int().default(0),
  texts: perLanguage(z.object({ title: text, description: optionalText, metaDescription: optionalText })),
  promoImages: z.array(z.object({ image: imageUrl, cropPoint })).default([]),
});

const groupLink = z.object({ slug: path, title: text, image: imageUrl.or(z.literal('')).default('') });
const productGroup = z.object({
  id,
  parentId: id.nullable().default(null),
  sortOrder: z.number().int().default(0),
  showInMenu: z.boolean().default(true),
  isTop: z.boolean().default(false),
  groupSorting: z.enum(GRID_SORTS).default('default'),
  image: imageUrl.or(z.literal('')).default(''),
  silhouette: optionalText,
  texts: perLanguage(z.object({
    slug, name: text, shortName: text,
    description: optionalText, descriptionHtml: optionalText,
    metaTitle: optionalText, metaDescription: optionalText,
  })),
  filterPropertyTypeIds: z.array(id).default([]),
  links: perLanguage(z.array(groupLink)).optional(),
});

const sizeTable = z.object({
  id, name: text,
  image: imageUrl.or(z.literal('')).default(''),
  hideImage: z.boolean().default(false),
  infoTexts: perLanguage(z.string()),
  sizes: z.array(z.object({ size: text, productType: z.string().default('') })).min(1),
  rows: z.array(z.object({ name: text, unit: optionalText, values: z.array(z.string()) })).min(1),
});

const price = z.object({
  taxAreaId: id, regular: money, active: money,
  club: money.nullable().default(null),
}).refine((p) => p.active <= p.regular, { message: 'active price above the regular price', path: ['active'] });
const modelPrice = z.object({
  taxAreaId: id, regular: money, active: money,
  club: money.nullable().default(null),
  discountValue: money.default(0),
  discountFree: z.boolean().default(false),
  activeType: z.enum(PRICE_TYPES).default('normal'),
}).refine((p) => p.active <= p.regular, { message: 'active price above the regular price', path: ['active'] });

const stock = z.object({
  storeId: id,
  quantity: z.number().int().nonnegative(),
  blocked: z.number().int().nonnegative().default(0),
  shelfCode: optionalText,
});

const variant = z.object({
  id,
  colourId: id.nullable().default(null),
  sizeId: id.nullable().default(null),
  productTypeId: id.nullable().default(null),
  teksoNumber: optionalText,
  image: imageUrl.or(z.literal('')).default(''),
  shippingTime: z.number().int().min(0).max(999).default(999),
  stockIncoming: optionalText,
  prices: z.array(price).default([]),
  stocks: z.array(stock).default([]),
  countryOverrides: z.array(variantCountryOverride).default([]),
  ...variantSkiFields,
});

const review = z.object({
  id, created: isoDate,
  rating: z.number().int().min(0).max(10),
  visibleName: text, comment: text,
  language: z.enum(LANGUAGES),
  size: z.union([z.literal(2), z.literal(4), z.literal(6), z.literal(8), z.literal(10)]).nullable().default(null),
  votesUp: z.number().int().nonnegative().default(0),
  votesDown: z.number().int().nonnegative().default(0),
  images: z.array(imageUrl).default([]),
});

const model = z.object({
  id, uuid: z.string().uuid(), slug,
  manufacturerId: id, mainGroupId: id,
  groupIds: z.array(id).default([]),
  modelNumber: optionalText,
  taxClassId: id,
  originalLanguage: z.enum(LANGUAGES).default('fi'),
  isPublic: z.boolean().default(true),
  campaignOnly: z.boolean().default(false),
  isBundle: z.boolean().default(false),
  isMultiColor: z.boolean().default(false),
  isExtendedRange: z.boolean().default(false),
  belongsToOutlet: z.boolean().default(false),
  isRental: z.boolean().default(false),
  showDiscountPercentage: z.boolean().default(true),
  onOrder: z.boolean().default(false),
  secondHandParentId: id.nullable().default(null),
  promotedColourId: id.nullable().default(null),
  priceEnding: isoDate.nullable().default(null),
  skiWizard: z.object({ sport: z.enum(['alpine', 'nordic']), group: z.enum(['skis', 'bindings', 'boots']) }).nullable().default(null),
  /** Compatibility facts of ski wizard gear (decision 029); required with skiWizard, by its sport and group. */
  skiSpecs: skiSpecs.nullable().default(null),
  silhouette: optionalText,
  published: isoDate,
  soldAmount: z.number().int().nonnegative().default(0),
  viewCount: z.number().int().nonnegative().default(0),
  quote: z.object({ name: text, image: imageUrl.or(z.literal('')).default('') }).nullable().default(null),
  shelfCode: optionalText,
  texts: perLanguage(z.object({
    name: text,
    shortDescription: optionalText,
    descriptionHtml: optionalText,
    metaDescription: optionalText,
    tagline: optionalText,
    modelNotice: optionalText,
    quoteText: optionalText,
    /** Shown under "This product is not shipped to {country}" (cat 8). */
    blockInfoText: optionalText,
    isManual: z.boolean().default(true),
  })),
  images: z.array(z.object({ url: imageUrl, title: optionalText, caption: optionalText })).default([]),
  properties: z.array(z.object({
    propertyTypeId: id,
    number: z.number().nullable().default(null),
    text: optionalText,
  })).default([]),
  tagIds: z.array(id).default([]),
  ribbonIds: z.array(id).default([]),
  sizeTableIds: z.array(id).default([]),
  prices: z.array(modelPrice).min(1),
  variants: z.array(variant).min(1),
  reviews: z.array(review).default([]),
  ...modelDeliveryFields,
});

const bundle = z.object({
  id, primaryModelId: id,
  discountPercent: z.number().min(0).lt(100).default(0),
  texts: perLanguage(z.object({ name: text, description: optionalText })),
  secondaryModelIds: z.array(id).min(1),
});

const banner = z.object({
  id,
  kind: z.enum(['image', 'dynamic_page', 'text']),
  position: z.number().int().default(0),
  image: imageUrl.or(z.literal('')).default(''),
  cropPoint,
  groupId: id.nullable().default(null),
  startsAt: isoDate.nullable().default(null),
  endsAt: isoDate.nullable().default(null),
  texts: perLanguage(z.object({
    title: text, heading: optionalText, subText: optionalText,
    url: linkUrl, buttonText: optionalText,
  })),
}).refine((b) => b.kind !== 'dynamic_page' || b.groupId !== null, { message: 'a dynamic-page banner needs groupId', path: ['groupId'] })
  .refine((b) => b.kind === 'text' || b.image !== '', { message: 'an image banner needs an image', path: ['image'] });

const keywordPopup = z.object({
  id,
  texts: perLanguage(z.object({ keyword: text, text, url: linkUrl })),
});

interface TabInput { id: number; texts: Record<string, { slug: string; title: string; content: string }>; tabs: TabInput[] }
const tab: z.ZodType<TabInput> = z.lazy(() => z.object({
  id,
  texts: perLanguage(z.object({ slug, title: text, content: optionalText })),
  tabs: z.array(tab).default([]),
}));

const staticPage = z.object({
  id,
  kind: z.enum(['page', 'tabs']),
  navKey: z.enum(NAV_PAGE_KEYS).nullable().default(null),
  texts: perLanguage(z.object({ slug: path, title: text, content: optionalText, metaDescription: optionalText })),
  tabs: z.array(tab).default([]),
}).refine((page) => page.kind === 'page' || page.tabs.length > 0, { message: 'a tabbed page needs at least one tab', path: ['tabs'] });

const generalSetting = z.object({
  key: z.string().regex(/^[a-z0-9_]+$/),
  language: z.enum(LANGUAGES).nullable().default(null),
  value: z.string(),
});

export const catalogueImportSchema = z.object({
  format: z.literal('kaira-catalogue'),
  version: z.literal(1),
  taxClasses: z.array(taxClass).default([]),
  taxRates: z.array(taxRate).default([]),
  stores: z.array(store).default([]),
  colours: z.array(colourEntry).default([]),
  sizes: z.array(size).default([]),
  productTypes: z.array(productType).default([]),
  propertyTypes: z.array(propertyType).default([]),
  tags: z.array(tag).default([]),
  ribbons: z.array(badge).default([]),
  manufacturers: z.array(manufacturer).default([]),
  productGroups: z.array(productGroup).default([]),
  sizeTables: z.array(sizeTable).default([]),
  models: z.array(model).default([]),
  bundles: z.array(bundle).default([]),
  banners: z.array(banner).default([]),
  keywordPopups: z.array(keywordPopup).default([]),
  staticPages: z.array(staticPage).default([]),
  generalSettings: z.array(generalSetting).default([]),
  deliveryMethods: z.array(deliveryMethod).default([]),
  pickupPoints: z.array(pickupPoint).default([]),
  countryDeliveryDays: z.array(countryDeliveryDays).default([]),
  alsoBought: z.array(alsoBoughtPair).default([]),
  giftCampaigns: z.array(giftCampaign).default([]),
  discountCodes: z.array(discountCode).default([]),
  giftCards: z.array(giftCard).default([]),
  enterpriseOrders: z.array(enterpriseOrder).default([]),
  users: z.array(importUser).default([]),
  companies: z.array(importCompany).default([]),
  /** The life outdoors blog (decision 034): categories, bloggers, posts and the models each post is about. */
  blogCategories: z.array(blogCategory).default([]),
  bloggers: z.array(blogger).default([]),
  blogPosts: z.array(blogPost).default([]),
});

/** A catalogue document as written in the file (defaults may be left out). */
export type CatalogueImportInput = z.input<typeof catalogueImportSchema>;
/** A validated catalogue document with every default applied. */
export type CatalogueImport = z.output<typeof catalogueImportSchema>;
export type ImportModel = CatalogueImport['models'][number];
export type ImportDeliveryMethod = CatalogueImport['deliveryMethods'][number];
export type ImportPickupPoint = CatalogueImport['pickupPoints'][number];
export type ImportGiftCampaign = CatalogueImport['giftCampaigns'][number];
export type ImportDiscountCode = CatalogueImport['discountCodes'][number];
export type ImportGiftCard = CatalogueImport['giftCards'][number];
export type ImportEnterpriseOrder = CatalogueImport['enterpriseOrders'][number];
export type ImportUser = CatalogueImport['users'][number];
export type ImportProductGroup = CatalogueImport['productGroups'][number];
export type ImportStaticPage = CatalogueImport['staticPages'][number];
export type ImportBlogPost = CatalogueImport['blogPosts'][number];
export type ImportTab = TabInput;
