/**
 * Compatibility facts for every demo model with ski wizard data (decision
 * 029), drawn from the model's own stream so nothing else in the catalogue
 * changes. Shares follow what shops stock: most bindings take GripWalk as
 * well as ISO 5355 and a third are multi-norm; a tenth of alpine boots have
 * touring (ISO 9523) soles; brake widths from 85 to 120 mm meet waists from
 * 62 to 112 mm; most nordic skis have a mounting plate; SNS is the smaller
 * system. So some combinations never fit, as in a real shop.
 */
import { NO_FACTS, type NordicStyle, type NordicSystem, type SkiGearFacts, type SoleNorm } from '../../../shared/ski-wizard/compatibility.ts';
import { NORDIC_AND_SKIWEAR_KINDS } from './kinds/nordic-and-skiwear.ts';
import { PROP } from './property-types.ts';
import { chance, pickWeighted, STREAM, streamRandom, type Random } from './random.ts';
import { sizeEntries } from './sizes.ts';
import type { DemoModel } from './types.ts';

/** The skate ski group (a ski's style follows its kind). */
const SKATE_SKI_GROUP = NORDIC_AND_SKIWEAR_KINDS.find((kind) => kind.key === 'skate-ski')?.groupId;
const SIZE_NAMES = new Map(sizeEntries().map((size) => [size.id, size.name]));

const weighted = <T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T => pickWeighted(random, choices, ([, weight]) => weight)[0];

/** The model name's last words (suffixes such as "Skate", "GW"), in English. */
const nameHas = (model: DemoModel, word: string) => new RegExp(`\\b${word}\\b`).test(model.texts.en.name);

function waistWidth(model: DemoModel, random: Random): number {
  const property = model.properties?.find((entry) => entry.propertyTypeId === PROP.waistWidth)?.number;
  return typeof property === 'number' ? Math.round(property) : random.int(68, 100);
}

function bindingNorms(model: DemoModel, random: Random): SoleNorm[] {
  if (nameHas(model, 'GW')) return chance(random, 0.5) ? ['iso5355', 'gripwalk'] : ['iso5355', 'iso9523', 'gripwalk'];
  return weighted<SoleNorm[]>(random, [[['iso5355'], 3], [['iso5355', 'gripwalk'], 4], [['iso5355', 'iso9523', 'gripwalk'], 3]]);
}

/**
 * A boot's sole length by mondopoint: the two half sizes of a shell share
 * one sole, about 10 mm longer per shell, a 26/26.5 shell near 305 mm; brands
 * differ by a few mm and touring soles are shorter.
 */
export function soleLengthMm(mondo: number, offsetMm: number): number {
  return 305 + 10 * (Math.floor(mondo) - 26) + offsetMm;
}

const PLATE_SHARES: ReadonlyArray<readonly [NordicSystem | null, number]> = [['turnamic', 55], ['nnn', 20], [null, 25]];
const SYSTEM_SHARES: ReadonlyArray<readonly [NordicSystem, number]> = [['nnn', 35], ['prolink', 25], ['turnamic', 25], ['sns', 15]];

function nordicStyleByName(model: DemoModel, random: Random): NordicStyle {
  if (nameHas(model, 'Skate')) return 'skate';
  if (nameHas(model, 'Combi') || nameHas(model, 'Auto')) return 'both';
  if (nameHas(model, 'Classic') || nameHas(model, 'Touring')) return 'classic';
  return chance(random, 0.5) ? 'classic' : 'skate';
}

/** The facts of one kind of gear, none other set (the rules' own NO_FACTS), with a list of norms of its own. */
const specsOf = (own: Partial<SkiGearFacts>) => ({ ...NO_FACTS, ...own, soleNorms: [...(own.soleNorms ?? NO_FACTS.soleNorms)] });

/** The model with the facts of its kind of ski gear (and its variants' sole lengths or brake widths); other models as they are. */
export function withSkiSpecs(model: DemoModel, seed: number, index: number): DemoModel {
  const wizard = model.skiWizard;
  if (!wizard) return model;
  const random = streamRandom(seed, STREAM.skiSpecs, index);
  const sizeOf = (variant: DemoModel['variants'][number]) => (variant.sizeId ? SIZE_NAMES.get(variant.sizeId) ?? '' : '');
  if (wizard.sport === 'alpine') {
    if (wizard.group === 'skis') return { ...model, skiSpecs: specsOf({ waistWidthMm: waistWidth(model, random) }) };
    if (wizard.group === 'bindings') {
      return {
        ...model,
        skiSpecs: specsOf({ soleNorms: bindingNorms(model, random) }),
        variants: model.variants.map((variant) => ({ ...variant, brakeWidthMm: Number.parseInt(sizeOf(variant), 10) || 90 })),
      };
    }
    const soleNorm = weighted<SoleNorm>(random, [['iso5355', 55], ['gripwalk', 35], ['iso9523', 10]]);
    const offset = random.pick([-4, -2, 0, 1, 3, 5]) - (soleNorm === 'iso9523' ? 12 : 0);
    return {
      ...model,
      skiSpecs: specsOf({ soleNorm }),
      variants: model.variants.map((variant) => ({ ...variant, soleLengthMm: soleLengthMm(Number.parseFloat(sizeOf(variant)) || 26.5, offset) })),
    };
  }
  if (wizard.group === 'skis') {
    const style: NordicStyle = nameHas(model, 'Skate') || model.mainGroupId === SKATE_SKI_GROUP ? 'skate' : chance(random, 0.1) ? 'both' : 'classic';
    return { ...model, skiSpecs: specsOf({ nordicSystem: weighted(random, PLATE_SHARES), nordicStyle: style }) };
  }
  return { ...model, skiSpecs: specsOf({ nordicSystem: weighted(random, SYSTEM_SHARES), nordicStyle: nordicStyleByName(model, random) }) };
}
