import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import fi from '../../locales/fi.json';
import fr from '../../locales/fr.json';
import ru from '../../locales/ru.json';
import sv from '../../locales/sv.json';
import { createTranslator } from '../i18n.ts';
import type { Language } from '../languages.ts';
import { SKIER_LIMITS } from './skier.ts';
import { firstSkierError, SKIER_MESSAGES, skierMessageParams, validateSkier } from './skier-schema.ts';

const draft = { height: '178', weight: '74,5', age: '34', ability: '2', soleLength: '305' };

describe('the skier information', () => {
  it('reads the draft as typed, a decimal comma included', () => {
    expect(validateSkier(draft, 'alpine')).toEqual({ ok: true, request: { heightCm: 178, weightKg: 74.5, age: 34, skierType: '2', soleLengthMm: 305 } });
    expect(validateSkier({ height: 160, weight: 50, age: 12, ability: '3+', soleLength: 270 }, 'alpine')).toMatchObject({ ok: true });
  });

  it('gives a height of 20 cm and a weight of 900 kg their field messages', () => {
    expect(validateSkier({ ...draft, height: '20', weight: '900' }, 'alpine')).toEqual({
      ok: false, fields: { height: SKIER_MESSAGES.height, weight: SKIER_MESSAGES.weight },
    });
  });

  it('refuses an age that is no whole number of years, an unknown ability and an impossible sole', () => {
    expect(validateSkier({ ...draft, age: '30.5', ability: 'expert', soleLength: '90' }, 'alpine')).toEqual({
      ok: false, fields: { age: SKIER_MESSAGES.age, ability: SKIER_MESSAGES.ability, soleLength: SKIER_MESSAGES.soleLength },
    });
    expect(validateSkier({ ...draft, height: '1e3', weight: '-70' }, 'alpine')).toMatchObject({ ok: false, fields: { height: SKIER_MESSAGES.height, weight: SKIER_MESSAGES.weight } });
  });

  it('asks for every field that is empty or missing', () => {
    const result = validateSkier({ height: ' ', weight: '', ability: '' }, 'alpine');
    expect(result).toEqual({
      ok: false,
      fields: { height: SKIER_MESSAGES.required, weight: SKIER_MESSAGES.required, age: SKIER_MESSAGES.required, ability: SKIER_MESSAGES.required, soleLength: SKIER_MESSAGES.required },
    });
    expect(result.ok ? null : firstSkierError(result.fields)).toBe('height');
  });

  it('lets a nordic skier leave the sole length empty, but not give a wrong one', () => {
    expect(validateSkier({ ...draft, soleLength: '' }, 'nordic')).toMatchObject({ ok: true, request: { soleLengthMm: null } });
    expect(validateSkier({ ...draft, soleLength: undefined }, 'nordic')).toMatchObject({ ok: true, request: { soleLengthMm: null } });
    expect(validateSkier({ ...draft, soleLength: '20' }, 'nordic')).toEqual({ ok: false, fields: { soleLength: SKIER_MESSAGES.soleLength } });
  });

  it('refuses input that is no object and fields of another type', () => {
    expect(validateSkier(null, 'alpine').ok).toBe(false);
    expect(validateSkier({ ...draft, height: { cm: 180 } }, 'alpine')).toEqual({ ok: false, fields: { height: SKIER_MESSAGES.height } });
  });
});

describe('the skier messages', () => {
  const dictionaries: Record<Language, unknown> = { fi, en, sv, de, fr, ru };

  it('name each field\'s limits from SKIER_LIMITS in every language, never a figure of their own', () => {
    const limits = { height: SKIER_LIMITS.heightCm, weight: SKIER_LIMITS.weightKg, age: SKIER_LIMITS.age, soleLength: SKIER_LIMITS.soleLengthMm } as const;
    for (const [language, dictionary] of Object.entries(dictionaries)) {
      const t = createTranslator(language as Language, dictionary as Record<string, unknown>);
      for (const [field, { min, max }] of Object.entries(limits)) {
        const message = SKIER_MESSAGES[field as keyof typeof limits];
        expect(skierMessageParams(message)).toEqual({ min, max });
        // The text itself holds no figure: the translator leaves an unfilled placeholder blank.
        const raw = (dictionary as { skiWizard: { skier: { error: Record<string, string> } } }).skiWizard.skier.error[field];
        expect(raw, `${language} ${field}`).not.toMatch(/\d/);
        expect(raw, `${language} ${field}`).toContain('{{min}}');
        expect(raw, `${language} ${field}`).toContain('{{max}}');
        const shown = t(message, skierMessageParams(message));
        expect(shown, `${language} ${field}`).toContain(String(min));
        expect(shown, `${language} ${field}`).toContain(String(max));
      }
    }
    expect(skierMessageParams(SKIER_MESSAGES.ability)).toBeUndefined();
  });
});
