import { LANGUAGES } from '../../../shared/languages.ts';
import { ENABLED_COUNTRY_CODES } from '../reference-countries.ts';
import { chance, sample, STREAM, streamRandom, type Random } from './random.ts';
import type { GuideKey } from './blog/guide-keys.ts';
import { FUEL_BLOCK_INFO, RENTAL_BLOCK_INFO } from './texts/delivery-texts.ts';
import type { Texts } from './texts/localised.ts';
import type { DemoModel } from './types.ts';

const STOVE_GROUP = 77;
/** Guides per main group: alpine skis, touring skis, alpine boots, classic and skate skis, cross-country boots. */
const GUIDES_BY_GROUP: Record<number, GuideKey[]> = {
  12: ['chooseAlpineSkis', 'skiLength', 'skiCare'],
  13: ['chooseAlpineSkis', 'skiLength', 'skiCare'],
  14: ['skiTouring', 'skiLength', 'skiCare'],
  16: ['fitSkiBoots', 'bootFlex'],
  31: ['chooseNordicSkis', 'gripWax', 'skiCare'],
  32: ['chooseNordicSkis', 'skiCare'],
  33: ['fitXcBoots', 'chooseNordicSkis'],
};
/** Countries a few variants reach later or not at all: the brand ships them from its own warehouse. */
const OVERRIDE_COUNTRIES = ['no', 'ch', 'gb', 'us', 'ca', 'au'];
const ABROAD = ENABLED_COUNTRY_CODES.filter((code) => code !== 'fi');

const withBlockInfo = (model: DemoModel, info: Texts): DemoModel['texts'] =>
  Object.fromEntries(LANGUAGES.map((l) => [l, { ...model.texts[l], blockInfoText: info[l] }])) as DemoModel['texts'];

function countryOverrides(model: DemoModel, random: Random): DemoModel['variants'] {
  const target = random.int(0, model.variants.length - 1);
  const countryCode = random.pick(OVERRIDE_COUNTRIES);
  const override = chance(random, 0.3) ? { countryCode, blocked: true } : { countryCode, shippingTime: random.pick([10, 14, 21]) };
  return model.variants.map((variant, index) => (index === target ? { ...variant, countryOverrides: [override] } : variant));
}

/**
 * Delivery limits of cat 3 on a generated model, drawn from the model's own
 * stream so model N stays the same however many follow: stoves burning gas or
 * fuel are not shipped abroad; rentals are picked up in Finnish stores; the
 * longest skis (the only variants new-model.ts gives their own prices) do not
 * fit parcel lockers and go abroad as their own package; some skis and boots
 * are named by guides of the blog (the blog's posts link them, blog/index.ts);
 * a few models have a variant that reaches one country later or not at all.
 */
export function withDeliveryLimits(model: DemoModel, seed: number, index: number): { model: DemoModel; guides: GuideKey[] } {
  const random = streamRandom(seed, STREAM.delivery, index);
  const groups = [model.mainGroupId, ...(model.groupIds ?? [])];
  const out: DemoModel = { ...model };
  if (groups.includes(STOVE_GROUP) && /\b(Gas|Multi-fuel|Spirit)\b/.test(model.texts.en.name)) {
    out.blockedCountryCodes = [...ABROAD];
    out.texts = withBlockInfo(model, FUEL_BLOCK_INFO);
  } else if (model.isRental) {
    out.deliveryMethodKinds = ['store_pickup'];
    out.blockedCountryCodes = [...ABROAD];
    out.texts = withBlockInfo(model, RENTAL_BLOCK_INFO);
  } else if (model.variants.some((variant) => variant.prices?.length)) {
    out.deliveryMethodKinds = ['home', 'store_pickup', 'express_pickup'];
    out.perInternationalPackage = true;
  }
  const candidates = GUIDES_BY_GROUP[model.mainGroupId];
  const guides = candidates && chance(random, 0.4) ? sample(random, candidates, random.int(1, Math.min(2, candidates.length))) : [];
  if (!model.isRental && model.variants.length > 1 && chance(random, 0.04)) out.variants = countryOverrides(model, random);
  return { model: out, guides };
}
