import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { nextShoeStep, parseShoeAnswers, SHOE_CHOICES, SHOE_STEPS, shoeAnswersPath, shoeFilters } from './steps.ts';

describe('shoe wizard steps', () => {
  it('reads each answer of a Finnish path in step order', () => {
    const answers = parseShoeAnswers('vaellus/kivikko-ja-tunturi/vedenpitava/levea/naisten', 'fi');
    expect(answers?.map((answer) => [answer.step, answer.choice.key])).toEqual([
      ['activity', 'hiking'], ['terrain', 'mountain'], ['waterproofing', 'membrane'], ['width', 'wide'], ['gender', 'women'],
    ]);
  });

  it('reads upper-case segments as their lower-case slug', () => {
    expect(parseShoeAnswers('Hiking/Forest-Trail', 'en')?.map((answer) => answer.choice.key)).toEqual(['hiking', 'trail']);
  });

  it('refuses another language\'s slug, an answer in the wrong step and more segments than questions', () => {
    expect(parseShoeAnswers('hiking', 'fi')).toBeNull();
    expect(parseShoeAnswers('waterproof', 'en')).toBeNull();
    expect(parseShoeAnswers('hiking/any/any/any/any/any', 'en')).toBeNull();
    expect(parseShoeAnswers('hiking/unknown', 'en')).toBeNull();
  });

  it('takes an empty path as no answers, with activity asked first', () => {
    expect(parseShoeAnswers('', 'de')).toEqual([]);
    expect(nextShoeStep([])).toBe('activity');
  });

  it('writes the path back the way it reads it, in every language', () => {
    for (const language of LANGUAGES) {
      const answers = SHOE_STEPS.map((step) => ({ step, choice: SHOE_CHOICES[step][0] }));
      const path = shoeAnswersPath(answers, language);
      expect(parseShoeAnswers(path, language)).toEqual(answers);
      expect(nextShoeStep(answers)).toBeNull();
    }
  });

  it('gives every choice of a step its own URL-safe slug in every language', () => {
    for (const language of LANGUAGES) {
      for (const step of SHOE_STEPS) {
        const stepSlugs = SHOE_CHOICES[step].map((choice) => choice.slugs[language]);
        expect(new Set(stepSlugs).size).toBe(stepSlugs.length);
        for (const slug of stepSlugs) expect(slug).toMatch(/^[a-z0-9-]+$/);
      }
    }
  });

  it('joins the answers\' filters, leaving out what "any" answers', () => {
    const answers = parseShoeAnswers('winter/snow-and-ice/any/wide/mens', 'en')!;
    expect(shoeFilters(answers)).toEqual({ activity: ['Winter'], terrain: ['Snow'], width: ['Wide'], gender: ['Men', 'Unisex'] });
  });
});
