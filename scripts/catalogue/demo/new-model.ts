import { LANGUAGES, type Language } from '../../../shared/languages.ts';
import { silhouetteDesign } from '../art/design-of.ts';
import { brandCode, brandsMaking, type BrandSeed } from './brand-list.ts';
import { colourBySlug, PALETTES, type Colour } from './colours.ts';
import { ancestorsOf, GROUP } from './groups.ts';
import type { ProductKind } from './kinds/index.ts';
import { ribbonsFor, tagsFor } from './model-badges.ts';
import { FIRST_MODEL_ID, NEW_SINCE, PUBLISHED_FROM, PUBLISHED_UNTIL, type GeneratorState, type ParentRef } from './model-context.ts';
import { lineName, LINE_NAMES, modelNames, nameNumber, slugSource } from './model-names.ts';
import { modelPrices, newModelRule, pickEnding, surchargedPrices, type PriceRule } from './prices.ts';
import { generateProperties, numberProperty } from './properties.ts';
import { TYPE_ID } from './product-types.ts';
import { chance, pickWeighted, sample, STREAM, streamRandom, timeBetween, type Random } from './random.ts';
import { generateReviews } from './reviews.ts';
import { withShoeAttributes } from './shoe-attributes.ts';
import { sizeTableIdsFor } from './size-tables.ts';
import { slugify } from './slug.ts';
import { STANDARD_TAX_CLASS } from './tax.ts';
import { composeDescription } from './texts/description/compose.ts';
import { mapTexts, type Texts } from './texts/localised.ts';
import { modelTexts } from './texts/model-texts.ts';
import { RENTAL_SUFFIX } from './texts/special-texts.ts';
import type { DemoModel } from './types.ts';
import { sizesFor, typesFor, type ModelGender } from './variant-axes.ts';
import { buildVariants } from './variants.ts';

export type NewRole = 'new' | 'outlet' | 'rental';

const OUTLET_GROUP: Record<ProductKind['family'], number> = { snow: GROUP.outletSkiing, apparel: GROUP.outletClothing, footwear: GROUP.outletFootwear, gear: GROUP.outletGear };

function genderFor(kind: ProductKind, random: Random): ModelGender {
  if (kind.gender === 'none') return null;
  if (kind.gender === 'kids') return 'kids';
  const roll = random.next();
  if (roll < 0.41) return 'men';
  if (roll < 0.8) return 'women';
  return kind.family === 'apparel' && roll > 0.94 ? 'kids' : 'unisex';
}

function priceRule(role: NewRole, random: Random): PriceRule {
  if (role === 'outlet') return { discount: random.pick([0.3, 0.4, 0.5, 0.6]), outlet: true, club: false };
  if (role === 'rental') return { discount: 0, outlet: false, club: false };
  return newModelRule(random);
}

function autoTranslated(original: Language, random: Random): Set<Language> {
  if (!chance(random, 0.35)) return new Set();
  return new Set(LANGUAGES.filter((language) => language !== original && language !== 'fi' && language !== 'en' && chance(random, 0.7)));
}

/** A model sold new (possibly marked down in the outlet) or offered for rent. */
export function buildNewModel(state: GeneratorState, id: number, role: NewRole, kind: ProductKind, random: Random): { model: DemoModel; parent: ParentRef } {
  const brand: BrandSeed = pickWeighted(random, brandsMaking(kind.category), (b) => (b.featured ? 2 : 1));
  const gender = genderFor(kind, random);
  const technologies = kind.technologies.filter(() => chance(random, 0.5));
  const properties = generateProperties(kind, gender, technologies, random);
  // A line never repeats a word of the brand name (no "Summit Forge Summit 105").
  const lines = LINE_NAMES.filter((word) => !brand.name.includes(word));
  const line = lineName(random.pick(lines), nameNumber(kind.nameNumber, kind.nameNumber ? numberProperty(properties, kind.nameNumber) : null), random.pick(kind.suffixes));
  const baseNames = modelNames(brand.name, line, kind, gender);
  const names: Texts = role === 'rental' ? mapTexts((l) => `${baseNames[l]} ${RENTAL_SUFFIX[l]}`) : baseNames;
  const slug = state.slugFor(slugify(`${slugSource(brand.name, line, kind, gender)}${role === 'rental' ? ' rental' : ''}`));

  const colourCount = random.int(kind.colours[0], kind.colours[1]);
  const colours: Colour[] = sample(random, PALETTES[kind.palette], colourCount).map(colourBySlug);
  const imageColour = colours[0] ?? colourBySlug(random.pick(PALETTES[kind.palette]));
  // The model's own design (not a draw from its stream): no two models of a silhouette look alike.
  const design = state.designFor(kind.silhouette);
  // Which of the two extra views (close-up, side) leads the gallery.
  const views = random.int(1, 4) % 2 === 0 ? [2, 3] : [3, 2];
  const imageOf = (colour: Colour | null, view = 1) => state.images.product(kind.silhouette, colour ?? imageColour, design, view, kind.noun.en);
  const allSizes = sizesFor(kind, gender, brand, random);
  // Outlet stock is what is left: a few scattered sizes, still in size order.
  const left = role === 'outlet' && allSizes.length > 2 ? new Set(sample(random, allSizes, random.int(1, Math.ceil(allSizes.length / 2)))) : null;
  const sizes = left ? allSizes.filter((size) => left.has(size)) : allSizes;
  const types = typesFor(kind, gender, random);

  const popularity = random.next() ** 2.2;
  const onOrder = role === 'new' && chance(random, 0.02);
  const net = role === 'rental' ? Math.max(8, Math.round(kind.price[1] * 0.07)) : Math.round(kind.price[0] + random.next() * (kind.price[1] - kind.price[0]));
  const ending = pickEnding(random);
  const rule = priceRule(role, random);
  const prices = modelPrices(net, ending, rule);
  const isLongSki = role !== 'rental' && kind.skiWizard?.group === 'skis' && kind.key !== 'kids-ski' && chance(random, 0.35);

  const variants = buildVariants({ colours, sizes, types, imageOf, largestSizePrices: isLongSki ? surchargedPrices(prices, 16) : undefined },
    state.nextVariantId, random, { popularity, onOrder, storesOnly: role === 'rental', clearance: role === 'outlet' });
  state.nextVariantId += variants.length;

  const published = timeBetween(random, PUBLISHED_FROM, role === 'outlet' ? '2025-03-31T12:00:00Z' : PUBLISHED_UNTIL);
  const isNew = published >= NEW_SINCE;
  const facts = { kind, brand, rule, properties, technologies, isNew, popularity };
  const reviews = role === 'rental' ? [] : generateReviews({ family: kind.family, popularity, published, sized: kind.family === 'apparel' || kind.family === 'footwear' }, state.nextReviewId, random);
  state.nextReviewId += reviews.length;

  const originalLanguage: Language = random.next() < 0.88 ? 'fi' : random.next() < 0.65 ? 'en' : 'sv';
  // Two draws that once picked fixed sentences; still drawn, so the rest of the model's stream stays as it was.
  random.next();
  random.next();
  const tagline = random.int(0, 2);
  const mainGroupId = role === 'outlet' ? OUTLET_GROUP[kind.family] : role === 'rental' ? (kind.family === 'snow' ? GROUP.rentalSkis : GROUP.rentalCamping) : kind.groupId;
  const groupIds = role === 'outlet' ? [kind.groupId, ...ancestorsOf(kind.groupId), GROUP.outlet] : role === 'rental' ? [GROUP.rental] : ancestorsOf(kind.groupId);
  const description = composeDescription({
    id, brand: brand.name, line, kind, design: silhouetteDesign(kind.silhouette, design), properties, technologies, gender,
    cuts: types.includes(TYPE_ID.regularFit), sizes, colours, role,
  }, [...new Set([mainGroupId, ...groupIds])], state.sentences, streamRandom(state.seed, STREAM.descriptions, id - FIRST_MODEL_ID));
  const texts = modelTexts(names, description, properties, technologies, {
    family: kind.family, tagline, autoTranslated: autoTranslated(originalLanguage, random),
  });
  const imageUrls = [...new Set([imageOf(colours[0] ?? null), ...colours.slice(1).map((colour) => imageOf(colour)), ...views.map((view) => imageOf(colours[0] ?? null, view))])];
  const sizeTableIds = sizeTableIdsFor(kind, gender);
  // Added after the texts, from a stream of their own: the model's other draws and texts stay as they were.
  const listedProperties = withShoeAttributes(kind, properties, streamRandom(state.seed, STREAM.shoes, id - FIRST_MODEL_ID));

  const model: DemoModel = {
    id, uuid: state.uuidFor(random), slug,
    manufacturerId: brand.id,
    mainGroupId,
    groupIds,
    modelNumber: `${brandCode(brand)}-${random.int(10000, 99999)}`,
    taxClassId: STANDARD_TAX_CLASS,
    originalLanguage,
    isPublic: !chance(random, 0.005),
    campaignOnly: chance(random, 0.01),
    isExtendedRange: chance(random, 0.03),
    belongsToOutlet: role === 'outlet',
    isRental: role === 'rental',
    onOrder,
    promotedColourId: colours.length > 1 && chance(random, 0.2) ? colours[1].id : null,
    priceEnding: rule.discount > 0 && !rule.outlet && chance(random, 0.3) ? `2026-12-${String(random.int(6, 31)).padStart(2, '0')}T21:59:00Z` : null,
    skiWizard: role === 'new' ? kind.skiWizard ?? null : null,
    silhouette: kind.silhouette,
    published,
    soldAmount: Math.round(popularity * 2400 + random.int(0, 40)),
    viewCount: Math.round(popularity * 60000 + random.int(40, 900)),
    shelfCode: chance(random, 0.25) ? `${String.fromCharCode(65 + random.int(0, 7))}${random.int(1, 24)}` : '',
    texts,
    images: imageUrls.slice(0, 1 + random.int(1, 4)).map((url) => ({ url, title: names.fi, caption: '' })),
    properties: listedProperties,
    tagIds: tagsFor(facts, random),
    ribbonIds: ribbonsFor(facts, random),
    sizeTableIds,
    prices,
    variants,
    reviews,
  };
  return { model, parent: { model, line, design, kind, brand, gender, names, net, ending, technologies, properties, colours, sizeTableIds } };
}
