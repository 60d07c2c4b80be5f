import { describe, expect, it } from 'vitest';
import {
  applyCompatibility, EMPTY_WIZARD_STATE, isPackageReady, nextMissingGroup, parseWizardState, partVariantIds, resetWizard,
  serializeWizardState, setPart, setSkier, sportOfSkiType, wizardStorageKey,
} from './wizard-state.ts';

const skis = { variantId: 11, modelId: 1, name: 'Race skis', image: '/i/1.svg', slug: '/p/race-skis/' };
const bindings = { variantId: 22, modelId: 2, name: 'Binding 12', image: '', slug: '/p/binding/' };
const boots = { variantId: 33, modelId: 3, name: 'Boot 100', image: '', slug: '/p/boot/' };
const answer = { compatibleWithSkis: true, compatibleWithBindings: false, compatibleWithBoots: true, prices: { regular: 700, discount: 594 } };

describe('the ski wizard state', () => {
  it('keeps one storage key per sport and maps the spec ski types', () => {
    expect(wizardStorageKey('alpine')).not.toBe(wizardStorageKey('nordic'));
    expect(sportOfSkiType('laskettelu')).toBe('alpine');
    expect(sportOfSkiType('murto')).toBe('nordic');
    expect(sportOfSkiType('alpine')).toBeNull();
  });

  it('goes to the next missing group: skis, then bindings, then boots', () => {
    let state = setPart(EMPTY_WIZARD_STATE, 'skis', skis);
    expect(state.isEnabled).toBe(true);
    expect(nextMissingGroup(state)).toBe('bindings');
    state = setPart(state, 'bindings', bindings);
    expect(nextMissingGroup(state)).toBe('boots');
    expect(nextMissingGroup(setPart(state, 'boots', boots))).toBeNull();
    expect(nextMissingGroup(setPart(EMPTY_WIZARD_STATE, 'bindings', bindings))).toBe('skis');
  });

  it('forgets compatibility and prices when a part changes', () => {
    const state = setPart(setPart(EMPTY_WIZARD_STATE, 'skis', skis), 'bindings', bindings);
    const answered = applyCompatibility(state, answer, [11, 22]);
    expect(answered.compatible).toEqual({ withSkis: true, withBindings: false, withBoots: true });
    expect(answered.prices).toEqual({ active: 594, regular: 700, discount: 594 });
    expect(isPackageReady(answered)).toBe(false);
    const changed = setPart(answered, 'bindings', { ...bindings, variantId: 23 });
    expect(changed.compatible).toEqual({ withSkis: true, withBindings: true, withBoots: true });
    expect(changed.prices).toBeNull();
    expect(isPackageReady(changed)).toBe(true);
  });

  it('drops an answer about parts no longer chosen', () => {
    const state = setPart(EMPTY_WIZARD_STATE, 'skis', skis);
    expect(applyCompatibility(state, answer, [11, 22])).toBe(state);
  });

  it('lists the chosen variants in group order', () => {
    const state = setPart(setPart(EMPTY_WIZARD_STATE, 'boots', boots), 'skis', skis);
    expect(partVariantIds(state)).toEqual([11, 33]);
  });

  it('reads back what it stored, the skier as typed', () => {
    const state = setSkier(applyCompatibility(setPart(EMPTY_WIZARD_STATE, 'skis', skis), answer, [11]), { height: '180', weight: '75,5', age: '40', ability: '2', soleLength: '' });
    expect(parseWizardState(serializeWizardState(state))).toEqual(state);
    expect(resetWizard(state)).toEqual({ ...EMPTY_WIZARD_STATE, skier: state.skier });
  });

  it('reads anything unreadable or tampered as empty values', () => {
    expect(parseWizardState(null)).toEqual(EMPTY_WIZARD_STATE);
    expect(parseWizardState('{oops')).toEqual(EMPTY_WIZARD_STATE);
    expect(parseWizardState('[1,2]')).toEqual(EMPTY_WIZARD_STATE);
    const tampered = parseWizardState(JSON.stringify({
      isEnabled: 'yes', skis: { variantId: -1, modelId: 1, name: 'x' }, bindings: { ...bindings, name: 'n'.repeat(5000) },
      compatible: { withSkis: false, withBindings: 'no' }, prices: { active: 'free', regular: 1, discount: 1 }, skier: { height: 180, weight: '9'.repeat(50) },
    }));
    expect(tampered.isEnabled).toBe(false);
    expect(tampered.skis).toBeNull();
    expect(tampered.bindings?.name).toHaveLength(300);
    expect(tampered.compatible).toEqual({ withSkis: false, withBindings: true, withBoots: true });
    expect(tampered.prices).toBeNull();
    expect(tampered.skier).toEqual({ height: '', weight: '9'.repeat(10), age: '', ability: '', soleLength: '' });
  });
});
