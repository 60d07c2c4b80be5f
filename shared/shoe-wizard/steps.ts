import type { Language } from '../languages.ts';

/**
 * The shoe wizard's questions (issue 17), one a page, in this order. Each
 * answer is a path segment of /shoe-wizard/{answers...}/, localised per
 * language, and sets grid filters on the footwear group: property slug →
 * values (the grid ORs values within a filter, cat 2). 'any' sets none.
 * The property values are the catalogue's own (decision 031).
 */
export const SHOE_STEPS = ['activity', 'terrain', 'waterproofing', 'width', 'gender'] as const;
export type ShoeStep = (typeof SHOE_STEPS)[number];

/** Property slugs and values of footwear models (the import's property types 'activity', 'terrain', 'width'). */
export const SHOE_PROPERTY = { activity: 'activity', terrain: 'terrain', waterproof: 'waterproof', width: 'width', gender: 'gender' } as const;
export const SHOE_ACTIVITIES = ['Hiking', 'Trail running', 'Walking', 'Winter'] as const;
export const SHOE_TERRAINS = ['Mountain', 'Trail', 'City', 'Snow'] as const;
export const SHOE_WIDTHS = ['Narrow', 'Regular', 'Wide'] as const;

type Slugs = Record<Language, string>;
export interface ShoeChoice {
  /** The dictionary key under shoeWizard.{step}. */
  key: string;
  slugs: Slugs;
  filters: Record<string, string[]>;
}

const slugs = (fi: string, en: string, sv: string, de: string, fr: string, ru: string): Slugs => ({ fi, en, sv, de, fr, ru });
const ANY: ShoeChoice = { key: 'any', slugs: slugs('ei-valia', 'any', 'spelar-ingen-roll', 'egal', 'peu-importe', 'ne-vazhno'), filters: {} };

export const SHOE_CHOICES: Record<ShoeStep, readonly ShoeChoice[]> = {
  activity: [
    { key: 'hiking', slugs: slugs('vaellus', 'hiking', 'vandring', 'wandern', 'randonnee', 'pokhody'), filters: { activity: ['Hiking'] } },
    { key: 'trailRunning', slugs: slugs('polkujuoksu', 'trail-running', 'traillopning', 'trailrunning', 'trail', 'treil'), filters: { activity: ['Trail running'] } },
    { key: 'walking', slugs: slugs('arki-ja-kavely', 'everyday-and-walking', 'vardag-och-promenad', 'alltag-und-spazieren', 'quotidien-et-marche', 'progulki'), filters: { activity: ['Walking'] } },
    { key: 'winter', slugs: slugs('talvi', 'winter', 'vinter', 'winter', 'hiver', 'zima'), filters: { activity: ['Winter'] } },
  ],
  terrain: [
    { key: 'mountain', slugs: slugs('kivikko-ja-tunturi', 'rocky-and-mountain', 'fjall-och-sten', 'fels-und-gebirge', 'montagne-et-rocaille', 'gory-i-kamni'), filters: { terrain: ['Mountain'] } },
    { key: 'trail', slugs: slugs('metsapolku', 'forest-trail', 'skogsstig', 'waldweg', 'sentier-forestier', 'lesnaya-tropa'), filters: { terrain: ['Trail'] } },
    { key: 'city', slugs: slugs('kaupunki-ja-sora', 'city-and-gravel', 'stad-och-grus', 'stadt-und-schotter', 'ville-et-gravier', 'gorod-i-graviy'), filters: { terrain: ['City'] } },
    { key: 'snow', slugs: slugs('lumi-ja-jaa', 'snow-and-ice', 'sno-och-is', 'schnee-und-eis', 'neige-et-glace', 'sneg-i-led'), filters: { terrain: ['Snow'] } },
    ANY,
  ],
  waterproofing: [
    { key: 'membrane', slugs: slugs('vedenpitava', 'waterproof', 'vattentat', 'wasserdicht', 'impermeable', 'nepromokaemaya'), filters: { waterproof: ['yes'] } },
    ANY,
  ],
  width: [
    { key: 'narrow', slugs: slugs('kapea', 'narrow', 'smal', 'schmal', 'etroite', 'uzkaya'), filters: { width: ['Narrow'] } },
    { key: 'regular', slugs: slugs('normaali', 'regular', 'normal', 'normal', 'normale', 'standartnaya'), filters: { width: ['Regular'] } },
    { key: 'wide', slugs: slugs('levea', 'wide', 'bred', 'weit', 'large', 'shirokaya'), filters: { width: ['Wide'] } },
    ANY,
  ],
  // A unisex model fits both: it stays in either answer's grid.
  gender: [
    { key: 'women', slugs: slugs('naisten', 'womens', 'dam', 'damen', 'femme', 'zhenskaya'), filters: { gender: ['Women', 'Unisex'] } },
    { key: 'men', slugs: slugs('miesten', 'mens', 'herr', 'herren', 'homme', 'muzhskaya'), filters: { gender: ['Men', 'Unisex'] } },
    ANY,
  ],
};

/** One answered question. */
export interface ShoeAnswer { step: ShoeStep; choice: ShoeChoice }

/**
 * The answers a wizard path holds ('vaellus/metsapolku', the route's rest
 * segments), in step order; null when a segment is not the next step's
 * answer in this language or there are more segments than questions.
 */
export function parseShoeAnswers(rest: string, language: Language): ShoeAnswer[] | null {
  const segments = rest.split('/').filter(Boolean).map((segment) => segment.toLowerCase());
  if (segments.length > SHOE_STEPS.length) return null;
  const answers: ShoeAnswer[] = [];
  for (const [index, segment] of segments.entries()) {
    const step = SHOE_STEPS[index];
    const choice = SHOE_CHOICES[step].find((candidate) => candidate.slugs[language] === segment);
    if (!choice) return null;
    answers.push({ step, choice });
  }
  return answers;
}

/** The answers as the route's rest parameter in a language: 'hiking/forest-trail'. */
export function shoeAnswersPath(answers: readonly ShoeAnswer[], language: Language): string {
  return answers.map((answer) => answer.choice.slugs[language]).join('/');
}

/** The next question, or null when all are answered. */
export function nextShoeStep(answers: readonly ShoeAnswer[]): ShoeStep | null {
  return SHOE_STEPS[answers.length] ?? null;
}

/** The grid filters the answers set together: property slug → accepted values. */
export function shoeFilters(answers: readonly ShoeAnswer[]): Record<string, string[]> {
  const filters: Record<string, string[]> = {};
  for (const { choice } of answers) {
    for (const [slug, values] of Object.entries(choice.filters)) filters[slug] = [...values];
  }
  return filters;
}
