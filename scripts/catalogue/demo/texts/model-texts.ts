import { LANGUAGE_DEFAULTS, LANGUAGES, type Language } from '../../../../shared/languages.ts';
import type { ProductKind } from '../kinds/kind.ts';
import type { PropertyValue } from '../properties.ts';
import { propertyType } from '../property-types.ts';
import type { DemoModel } from '../types.ts';
import { escapeHtml, paragraphs as toParagraphs } from './html.ts';
import type { Texts } from './localised.ts';
import { CLOSINGS, FAMILY_LINES, GENDER_LABELS, TAGLINES } from './model-phrases.ts';
import { TECHNOLOGIES, type TechnologyKey } from './technologies.ts';

const FORMATTERS = Object.fromEntries(LANGUAGES.map((language) => [
  language, new Intl.NumberFormat(LANGUAGE_DEFAULTS[language].numberLocale, { maximumFractionDigits: 1 }),
])) as Record<Language, Intl.NumberFormat>;

/** The text choices made for one model, so a description can be rebuilt the same way. */
export interface TextChoices {
  familyLine: number;
  closing: number;
  tagline: number;
  /** Languages whose texts came from machine translation (isManual false). */
  autoTranslated: ReadonlySet<Language>;
  /** Extra sentence at the start (second-hand condition, rental terms). */
  lead?: Texts;
}

// Units as written in running Russian text; the property's own unit stays international.
const RU_UNITS: Record<string, string> = { g: 'г', cm: 'см', mm: 'мм', m: 'м', l: 'л', lm: 'лм' };
/** French sets a space before a colon. */
const colon = (language: Language) => (language === 'fr' ? '\u00a0:' : ':');
const unitIn = (unit: string, language: Language) => (language === 'ru' ? RU_UNITS[unit] ?? unit : unit);

/** One feature line per property: "Paino: 540 g"; flags read as their name ("Vedenpitävä"). Material is stored in English only, so it stays out of the translated list. */
function featureLines(properties: PropertyValue[], language: Language): string[] {
  const lines: string[] = [];
  for (const value of properties) {
    const type = propertyType(value.propertyTypeId);
    const name = type.names[language];
    if (type.valueKind === 'flag') lines.push(name);
    else if (type.slug === 'gender') lines.push(`${name}${colon(language)} ${GENDER_LABELS[value.text]?.[language] ?? value.text}`);
    else if (type.valueKind === 'number' && value.number !== null) {
      lines.push(`${name}${colon(language)} ${FORMATTERS[language].format(value.number)}${type.unit ? ` ${unitIn(type.unit, language)}` : ''}`);
    }
  }
  return lines;
}

/**
 * Name, short description, HTML description (two or three paragraphs and a
 * feature list), meta description and tagline in all six languages. Built from
 * the kind's sentences and the model's own properties and technologies.
 */
export function modelTexts(names: Texts, kind: ProductKind, properties: PropertyValue[], technologies: TechnologyKey[], choices: TextChoices): DemoModel['texts'] {
  const texts = {} as DemoModel['texts'];
  for (const language of LANGUAGES) {
    const pitch = kind.pitch[language];
    const lead = choices.lead ? `${choices.lead[language]} ` : '';
    const intro = `${lead}${pitch} ${FAMILY_LINES[kind.family][choices.familyLine][language]}`;
    const paragraphs = [intro];
    if (technologies.length) paragraphs.push(technologies.map((key) => TECHNOLOGIES[key].sentence[language]).join(' '));
    paragraphs.push(CLOSINGS[choices.closing][language]);
    const features = [...technologies.map((key) => TECHNOLOGIES[key].feature[language]), ...featureLines(properties, language)];
    const html = toParagraphs(paragraphs)
      + (features.length ? `<ul>${features.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '');
    texts[language] = {
      name: names[language],
      shortDescription: `${lead}${pitch}`,
      descriptionHtml: html,
      metaDescription: `${names[language]}. ${pitch}`,
      tagline: TAGLINES[kind.family][choices.tagline][language],
      isManual: !choices.autoTranslated.has(language),
    };
  }
  return texts;
}
