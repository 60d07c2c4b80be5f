import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import type { Family } from '../kinds/kind.ts';
import type { PropertyValue } from '../properties.ts';
import { propertyType } from '../property-types.ts';
import type { DemoModel } from '../types.ts';
import type { Description } from './description/compose.ts';
import { colon, formatNumber, unitIn } from './description/format.ts';
import { escapeHtml, paragraphs as toParagraphs } from './html.ts';
import type { Texts } from './localised.ts';
import { MATERIAL_TEXTS } from './materials.ts';
import { GENDER_LABELS, TAGLINES } from './model-phrases.ts';
import { TECHNOLOGIES, type TechnologyKey } from './technologies.ts';

/** The text choices made for one model besides its description. */
export interface TextChoices {
  family: Family;
  tagline: number;
  /** Languages whose texts came from machine translation (isManual false). */
  autoTranslated: ReadonlySet<Language>;
}

/** One feature line per property: "Paino: 540 g", "Materiaali: kierrätyspolyesteri"; flags read as their name ("Vedenpitävä"). */
function featureLines(properties: readonly PropertyValue[], language: Language): string[] {
  const lines: string[] = [];
  for (const value of properties) {
    const type = propertyType(value.propertyTypeId);
    const name = type.names[language];
    if (type.valueKind === 'flag') lines.push(name);
    else if (type.slug === 'gender') lines.push(`${name}${colon(language)} ${GENDER_LABELS[value.text]?.[language] ?? value.text}`);
    else if (type.slug === 'material' && MATERIAL_TEXTS[value.text]) lines.push(`${name}${colon(language)} ${MATERIAL_TEXTS[value.text][language]}`);
    else if (type.valueKind === 'number' && value.number !== null) {
      lines.push(`${name}${colon(language)} ${formatNumber(language, value.number)}${type.unit ? ` ${unitIn(type.unit, language)}` : ''}`);
    }
  }
  return lines;
}

/**
 * Name, short description, HTML description (the composed paragraphs and a
 * feature list), meta description and tagline in all six languages. The
 * description never repeats the short description, which the product page
 * shows right above it.
 */
export function modelTexts(names: Texts, description: Description, properties: readonly PropertyValue[], technologies: readonly TechnologyKey[], choices: TextChoices): DemoModel['texts'] {
  const texts = {} as DemoModel['texts'];
  for (const language of LANGUAGES) {
    const features = [...technologies.map((key) => TECHNOLOGIES[key].feature[language]), ...featureLines(properties, language)];
    const html = toParagraphs(description.paragraphs.map((sentences) => sentences.map((sentence) => sentence[language]).join(' ')))
      + (features.length ? `<ul>${features.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : '');
    texts[language] = {
      name: names[language],
      shortDescription: description.short[language],
      descriptionHtml: html,
      metaDescription: description.short[language],
      tagline: TAGLINES[choices.family][choices.tagline][language],
      isManual: !choices.autoTranslated.has(language),
    };
  }
  return texts;
}
