import { LANGUAGES } from '../../../shared/languages.ts';
import { silhouetteDesign } from '../art/design-of.ts';
import { COLOURS } from './colours.ts';
import { GROUP } from './groups.ts';
import { FIRST_MODEL_ID, PUBLISHED_UNTIL, type GeneratorState, type ParentRef } from './model-context.ts';
import { modelPrices } from './prices.ts';
import { TYPE_ID } from './product-types.ts';
import { chance, STREAM, streamRandom, timeBetween, type Random } from './random.ts';
import { withShoeAttributes } from './shoe-attributes.ts';
import { sizeEntries } from './sizes.ts';
import { RETAIL_STORE_IDS } from './stores.ts';
import { TAG } from './tags-and-ribbons.ts';
import { STANDARD_TAX_CLASS } from './tax.ts';
import { composeDescription } from './texts/description/compose.ts';
import { mapTexts } from './texts/localised.ts';
import { modelTexts } from './texts/model-texts.ts';
import { CONDITIONS, USED_SUFFIX } from './texts/special-texts.ts';
import type { DemoModel } from './types.ts';
import { eanFor } from './random.ts';

const SIZE_NAMES = new Map(sizeEntries().map((size) => [size.id, size.name]));

/**
 * A used item taken back and resold: one unit of one variant of an earlier
 * new model (secondHandParentId), graded, cheaper, in a single shop or
 * already sold.
 */
export function buildSecondHand(state: GeneratorState, id: number, parent: ParentRef, random: Random): DemoModel {
  const source = parent.model.variants[random.int(0, parent.model.variants.length - 1)];
  const grade = random.int(0, 2);
  const names = mapTexts((language) => `${parent.names[language]} ${USED_SUFFIX[language]}`);
  // A draw that once picked a fixed sentence; still drawn, so the rest of the stream stays as it was.
  random.next();
  const tagline = random.int(0, 2);
  const description = composeDescription({
    id, brand: parent.brand.name, line: parent.line, kind: parent.kind, design: silhouetteDesign(parent.kind.silhouette, parent.design),
    properties: parent.properties, technologies: parent.technologies, gender: parent.gender,
    cuts: source.productTypeId === TYPE_ID.regularFit || source.productTypeId === TYPE_ID.relaxedFit, sizes: [], colours: [], role: 'second-hand',
    condition: { grade, size: SIZE_NAMES.get(source.sizeId ?? 0) ?? null, colour: COLOURS.find((colour) => colour.id === source.colourId) ?? null },
  }, [GROUP.secondHand], state.sentences, streamRandom(state.seed, STREAM.descriptions, id - FIRST_MODEL_ID));
  const texts = modelTexts(names, description, parent.properties, parent.technologies, { family: parent.kind.family, tagline, autoTranslated: new Set() });
  for (const language of LANGUAGES) texts[language].modelNotice = CONDITIONS[grade][language];
  const sold = chance(random, 0.2);
  const variantId = state.nextVariantId++;
  return {
    id,
    uuid: state.uuidFor(random),
    slug: state.slugFor(`${parent.model.slug}-used`),
    manufacturerId: parent.brand.id,
    mainGroupId: GROUP.secondHand,
    groupIds: [],
    modelNumber: parent.model.modelNumber,
    taxClassId: STANDARD_TAX_CLASS,
    originalLanguage: 'fi',
    secondHandParentId: parent.model.id,
    silhouette: parent.kind.silhouette,
    published: timeBetween(random, parent.model.published, PUBLISHED_UNTIL),
    soldAmount: 0,
    viewCount: random.int(20, 600),
    texts,
    images: [{ url: source.image ?? '', title: names.fi, caption: '' }].filter((image) => image.url !== ''),
    // The parent's shoe attributes, drawn again from the parent's own shoe stream (texts above keep the parent's other properties).
    properties: withShoeAttributes(parent.kind, parent.properties, streamRandom(state.seed, STREAM.shoes, parent.model.id - FIRST_MODEL_ID)),
    tagIds: [TAG.recycled],
    sizeTableIds: parent.sizeTableIds,
    prices: modelPrices(parent.net * (0.65 - grade * 0.1 - random.next() * 0.1), parent.ending, { discount: 0, outlet: false, club: false }),
    variants: [{
      id: variantId,
      colourId: source.colourId ?? null,
      sizeId: source.sizeId ?? null,
      productTypeId: source.productTypeId ?? null,
      teksoNumber: eanFor(variantId),
      image: source.image ?? '',
      shippingTime: sold ? 999 : 2,
      stocks: sold ? [] : [{ storeId: random.pick(RETAIL_STORE_IDS), quantity: 1, blocked: 0, shelfCode: 'SH' }],
    }],
  };
}
