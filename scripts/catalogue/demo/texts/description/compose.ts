import type { Language } from '../../../../../shared/languages.ts';
import type { Design } from '../../../art/index.ts';
import type { Colour } from '../../colours.ts';
import type { ProductKind } from '../../kinds/kind.ts';
import { PROP } from '../../property-types.ts';
import type { PropertyValue } from '../../properties.ts';
import type { Random } from '../../random.ts';
import type { ModelGender } from '../../variant-axes.ts';
import { mapTexts, type Texts } from '../localised.ts';
import { MATERIAL_TEXTS } from '../materials.ts';
import { TECHNOLOGIES, type TechnologyKey } from '../technologies.ts';
import { CARE, CARE_CLASS_OF } from './care.ts';
import { designPhrases } from './design-phrases.ts';
import { colon, colourList, lowerFirst, measure, semicolon, sizesText } from './format.ts';
import type { SentenceRegistry } from './registry.ts';
import {
  AVAILABILITY, BUILD, CARE_FOR, CONDITION_PHRASES, FEATURES, FIT_PHRASES, ITEM, LEAD, RENTAL, WEIGHT, type Template,
} from './sentences.ts';

/** What a description is written from: the model's own facts, never text shared by a whole kind. */
export interface DescriptionFacts {
  /** The model id: names the piece when brand and line alone would repeat a sentence. */
  id: number;
  brand: string;
  /** The line name without the brand ("Summit GTX"). */
  line: string;
  kind: ProductKind;
  design: Design;
  properties: readonly PropertyValue[];
  technologies: readonly TechnologyKey[];
  gender: ModelGender;
  /** The model is sold in regular and relaxed cuts (a unisex fit choice). */
  cuts: boolean;
  sizes: readonly string[];
  colours: readonly Colour[];
  role: 'new' | 'outlet' | 'rental' | 'second-hand';
  /** A second-hand item: its grade and the one unit on sale. */
  condition?: { grade: number; size: string | null; colour: Colour | null };
}

/** The short description and the paragraphs of the long one, each a list of sentences in every language. */
export interface Description {
  short: Texts;
  paragraphs: Texts[][];
}

// German pitches that open with a noun keep their capital after the dash.
const GERMAN_NOUN_OPENINGS = new Set(['Skischuhe', 'Alpinbindungen', 'Skibrille', 'Klassikski', 'Bindungen']);
// Drawn with another kind's outline (bottoms as a top, cross-country boots as alpine ones, a dry bag as a daypack):
// their texts name only the print and trim, not the outline's features.
const BORROWED_OUTLINE = new Set(['base-bottom', 'xc-boot', 'dry-bag']);

const fromTemplate = <A>(template: Template<A>, values: (language: Language) => A): Texts => mapTexts((language) => template[language](values(language)));
const fill = (texts: Texts, values: Record<string, string>): Texts =>
  mapTexts((language) => texts[language].replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match));

/** A seeded shuffle (Fisher–Yates), so models of a group open with different templates. */
function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** Candidates without the product name first, then with it: the name is what keeps a sentence unique when nothing else does. */
const preferUnnamed = (unnamed: Texts[], named: Texts[], random: Random): Texts[] => [...shuffled(unnamed, random), ...shuffled(named, random)];

const numberOf = (facts: DescriptionFacts, key: keyof typeof PROP): number | null =>
  facts.properties.find((value) => value.propertyTypeId === PROP[key])?.number ?? null;
const materialOf = (facts: DescriptionFacts): Texts | null => {
  const text = facts.properties.find((value) => value.propertyTypeId === PROP.material)?.text;
  if (!text) return null;
  const material = MATERIAL_TEXTS[text];
  if (!material) throw new Error(`no translations for the material ${JSON.stringify(text)}`);
  return material;
};

function leadCandidates(facts: DescriptionFacts): Texts[] {
  const pitch = (language: Language) => lowerFirst(language, facts.kind.pitch[language], language === 'de' ? GERMAN_NOUN_OPENINGS : undefined);
  const name = `${facts.brand} ${facts.line}`;
  return [
    fromTemplate(LEAD, (language) => ({ name, pitch: pitch(language) })),
    fromTemplate(LEAD, (language) => ({ name: `${name} (${ITEM[language]} ${facts.id})`, pitch: pitch(language) })),
  ];
}

function conditionCandidates(facts: DescriptionFacts): Texts[] {
  const { grade, size, colour } = facts.condition!;
  const unit = (language: Language) => [size ? sizesText(language, [size]) : '', colour ? colourList(language, [colour]) : ''].filter(Boolean).join(', ');
  const sentence = (language: Language, suffix: string) =>
    `${facts.brand} ${facts.line}${unit(language) ? `, ${unit(language)}` : ''}${suffix}${colon(language)} ${CONDITION_PHRASES[grade][language]}.`;
  return [mapTexts((language) => sentence(language, '')), mapTexts((language) => sentence(language, ` (${ITEM[language]} ${facts.id})`))];
}

function buildCandidates(facts: DescriptionFacts, random: Random): Texts[] {
  const grams = numberOf(facts, 'weight');
  if (grams === null) return [];
  const material = materialOf(facts);
  const values = (language: Language) => ({ line: facts.line, weight: measure(language, grams, 'g'), material: material?.[language] ?? '' });
  const [unnamed, ...named] = (material ? BUILD : WEIGHT).map((template) => fromTemplate(template as Template<ReturnType<typeof values>>, values));
  return preferUnnamed([unnamed], named, random);
}

function featureCandidates(facts: DescriptionFacts, random: Random): Texts[] {
  const phrases = designPhrases(facts.design, !BORROWED_OUTLINE.has(facts.kind.key));
  const [first, second, named] = FEATURES.map((template) => fromTemplate(template, (language) => ({ line: facts.line, items: phrases.map((phrase) => phrase[language]) })));
  return preferUnnamed([first, second], [named], random);
}

function availabilityCandidates(facts: DescriptionFacts, random: Random): Texts[] {
  if (facts.colours.length === 0 && facts.sizes.length === 0) return [];
  const fits = facts.kind.family === 'apparel' ? FIT_PHRASES.apparel : FIT_PHRASES.other;
  const fit = facts.gender === null ? null : facts.cuts ? fits.cuts : fits[facts.gender];
  const values = (language: Language) => ({
    line: facts.line, fit: fit?.[language] ?? '', colours: colourList(language, facts.colours), colourCount: facts.colours.length,
    sizes: sizesText(language, facts.sizes),
  });
  const [first, second, named] = AVAILABILITY.map((template) => fromTemplate(template, values));
  return preferUnnamed([first, second], [named], random);
}

function careCandidates(facts: DescriptionFacts, random: Random): Texts[] {
  const care = CARE[CARE_CLASS_OF[facts.kind.key]];
  if (!care) throw new Error(`no care advice for the kind ${facts.kind.key}`);
  const unnamed: Texts[] = [];
  const named: Texts[] = [];
  for (const first of care.first) {
    for (const then of care.then) {
      unnamed.push(mapTexts((language) => `${first[language]}${semicolon(language)} ${then[language]}.`));
      for (const opening of CARE_FOR.map((text) => fill(text, { line: facts.line }))) {
        named.push(mapTexts((language) => `${opening[language]}${colon(language)} ${lowerFirst(language, first[language])}${semicolon(language)} ${then[language]}.`));
      }
    }
  }
  return preferUnnamed(unnamed, named, random);
}

/**
 * A product description put together from the model's facts: what it is
 * (short description), material and weight, its technologies, the design
 * the drawing shows, fit, colours and sizes, and care. Every sentence comes
 * from the registry, which hands out only sentences not yet used in any of
 * the model's groups nor earlier in the same description, so candidates
 * without the model's name are used first and named ones after. `random`
 * only orders the candidates; the same model in the same place gives the same text.
 */
export function composeDescription(facts: DescriptionFacts, groups: readonly number[], registry: SentenceRegistry, random: Random): Description {
  const own = new Set<number>();
  const take = (candidates: Texts[]): Texts[] => {
    const chosen = candidates.length ? registry.take(groups, candidates, own) : null;
    return chosen ? [chosen] : [];
  };
  const name = `${facts.brand} ${facts.line}`;
  const short = facts.role === 'second-hand'
    ? take(conditionCandidates(facts))
    : [...take(leadCandidates(facts)), ...(facts.role === 'rental' ? take(shuffled(RENTAL.map((text) => fill(text, { name })), random)) : [])];
  const materials = [
    ...take(buildCandidates(facts, random)),
    ...facts.technologies.flatMap((key) => take(shuffled(TECHNOLOGIES[key].sentences.map((text) => fill(text, { line: facts.line })), random))),
  ];
  // A second-hand item is one unit: its size and colour are in the short description, not a choice of all of them.
  const design = [...take(featureCandidates(facts, random)), ...(facts.role === 'second-hand' ? [] : take(availabilityCandidates(facts, random)))];
  const care = take(careCandidates(facts, random));
  return {
    short: mapTexts((language) => short.map((sentence) => sentence[language]).join(' ')),
    paragraphs: [materials, design, care].filter((paragraph) => paragraph.length > 0),
  };
}
