import { describe, expect, it } from 'vitest';
import type { WizardPart } from '../../../shared/ski-wizard/wizard-state.ts';
import { compatibilityTexts } from './compatibility-texts.ts';

const part: WizardPart = { variantId: 1, modelId: 1, name: 'Part', image: '', slug: 'part' };
const all = { skis: part, bindings: part, boots: part };

describe('what the wizard says about parts that do not fit (cat 5)', () => {
  it('says nothing while everything fits', () => {
    expect(compatibilityTexts({ ...all, compatible: { withSkis: true, withBindings: true, withBoots: true } })).toEqual([]);
  });

  it('names the skis, the boots or both when the bindings do not fit them', () => {
    expect(compatibilityTexts({ ...all, compatible: { withSkis: false, withBindings: false, withBoots: true } })).toEqual(['skiWizard.bindingsIncompatible.skis']);
    expect(compatibilityTexts({ ...all, compatible: { withSkis: true, withBindings: false, withBoots: false } })).toEqual(['skiWizard.bindingsIncompatible.boots']);
    expect(compatibilityTexts({ ...all, compatible: { withSkis: false, withBindings: false, withBoots: false } })).toEqual(['skiWizard.bindingsIncompatible.both']);
  });

  it('says a product or size does not fit when no bindings are chosen to blame', () => {
    expect(compatibilityTexts({ ...all, bindings: null, compatible: { withSkis: false, withBindings: true, withBoots: false } })).toEqual(['skiWizard.incompatible']);
  });

  it('says a product or size does not fit when the bindings fit but the skis and boots do not', () => {
    expect(compatibilityTexts({ ...all, compatible: { withSkis: false, withBindings: true, withBoots: false } })).toEqual(['skiWizard.incompatible']);
  });
});
