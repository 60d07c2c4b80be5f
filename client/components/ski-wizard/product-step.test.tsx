import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { EMPTY_WIZARD_STATE, setPart, type SkiGroup, type SkiSport, type WizardPart, type WizardState } from '../../../shared/ski-wizard/wizard-state.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { ProductStep } from './product-step.tsx';

const texts = en.skiWizard.steps;
const part = (variantId: number): WizardPart => ({ variantId, modelId: variantId * 10, name: `Part ${variantId}`, image: '', slug: `part-${variantId}` });
const render = (sport: SkiSport, group: SkiGroup, state: WizardState) => renderWithSite(<ProductStep sport={sport} group={group} state={state} onChosen={() => {}} />);

describe('the skis step’s introduction', () => {
  it('does not say the list follows the bindings while no bindings are chosen', () => {
    const html = render('alpine', 'skis', EMPTY_WIZARD_STATE);
    expect(html).toContain(texts.skis.intro.alpine);
    expect(html).not.toContain(texts.skis.filtered.alpine);
    expect(render('alpine', 'skis', setPart(EMPTY_WIZARD_STATE, 'boots', part(3)))).not.toContain(texts.skis.filtered.alpine);
  });

  it('says so once bindings are chosen', () => {
    expect(render('alpine', 'skis', setPart(EMPTY_WIZARD_STATE, 'bindings', part(2)))).toContain(`${texts.skis.intro.alpine} ${texts.skis.filtered.alpine}`);
  });

  it('nordic: says the list follows the other choices only once bindings or boots are chosen', () => {
    expect(render('nordic', 'skis', EMPTY_WIZARD_STATE)).not.toContain(texts.skis.filtered.nordic);
    expect(render('nordic', 'skis', setPart(EMPTY_WIZARD_STATE, 'bindings', part(2)))).toContain(texts.skis.filtered.nordic);
    expect(render('nordic', 'skis', setPart(EMPTY_WIZARD_STATE, 'boots', part(3)))).toContain(texts.skis.filtered.nordic);
  });

  it('leaves the other steps’ introductions as they are', () => {
    expect(render('nordic', 'bindings', setPart(EMPTY_WIZARD_STATE, 'skis', part(1)))).toContain(`<p>${texts.bindings.intro.nordic.replaceAll("'", '&#x27;')}</p>`);
  });
});
