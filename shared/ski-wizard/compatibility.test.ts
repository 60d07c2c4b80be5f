import { describe, expect, it } from 'vitest';
import {
  alpineBindingFitsBoot, alpineSkiFitsBinding, fitsChosen, NO_FACTS, nordicBindingFitsBoot, nordicSkiFitsBinding, nordicSkiFitsBoot,
  partsCompatibility, type SkiGearFacts,
} from './compatibility.ts';

const facts = (own: Partial<SkiGearFacts>): SkiGearFacts => ({ ...NO_FACTS, ...own });
const pisteSki78 = facts({ waistWidthMm: 78 });
const freerideSki106 = facts({ waistWidthMm: 106 });
const binding90 = facts({ brakeWidthMm: 90, soleNorms: ['iso5355', 'gripwalk'] });
const binding85 = facts({ brakeWidthMm: 85, soleNorms: ['iso5355'] });
const binding120Mnc = facts({ brakeWidthMm: 120, soleNorms: ['iso5355', 'iso9523', 'gripwalk'] });
const alpineBoot = facts({ soleNorm: 'iso5355' });
const gripWalkBoot = facts({ soleNorm: 'gripwalk' });
const touringBoot = facts({ soleNorm: 'iso9523' });

describe('alpine skis and bindings', () => {
  it('fits a 90 mm brake on a 78 mm ski', () => expect(alpineSkiFitsBinding(pisteSki78, binding90)).toBe(true));
  it('fits a brake exactly as wide as the waist', () => expect(alpineSkiFitsBinding(facts({ waistWidthMm: 90 }), binding90)).toBe(true));
  it('refuses a brake narrower than the waist (85 mm brake, 106 mm ski)', () => expect(alpineSkiFitsBinding(freerideSki106, binding85)).toBe(false));
  it('refuses a brake more than 30 mm wider than the waist (120 mm brake, 78 mm ski)', () => expect(alpineSkiFitsBinding(pisteSki78, binding120Mnc)).toBe(false));
  it('accepts a brake exactly 30 mm wider than the waist', () => expect(alpineSkiFitsBinding(facts({ waistWidthMm: 90 }), binding120Mnc)).toBe(true));
  it('refuses a pair when either width is unknown', () => {
    expect(alpineSkiFitsBinding(NO_FACTS, binding90)).toBe(false);
    expect(alpineSkiFitsBinding(pisteSki78, facts({ soleNorms: ['iso5355'] }))).toBe(false);
  });
});

describe('alpine bindings and boots', () => {
  it('fits an ISO 5355 boot in an alpine binding', () => expect(alpineBindingFitsBoot(binding85, alpineBoot)).toBe(true));
  it('refuses a GripWalk boot in a binding that only takes ISO 5355', () => expect(alpineBindingFitsBoot(binding85, gripWalkBoot)).toBe(false));
  it('fits a GripWalk boot in a GripWalk binding', () => expect(alpineBindingFitsBoot(binding90, gripWalkBoot)).toBe(true));
  it('refuses an ISO 9523 touring boot in an alpine-only binding', () => expect(alpineBindingFitsBoot(binding90, touringBoot)).toBe(false));
  it('fits an ISO 9523 touring boot in a multi-norm binding', () => expect(alpineBindingFitsBoot(binding120Mnc, touringBoot)).toBe(true));
  it('refuses a boot whose sole norm is unknown', () => expect(alpineBindingFitsBoot(binding120Mnc, NO_FACTS)).toBe(false));
});

const nnnClassicBinding = facts({ nordicSystem: 'nnn', nordicStyle: 'classic' });
const prolinkSkateBoot = facts({ nordicSystem: 'prolink', nordicStyle: 'skate' });
const prolinkClassicBoot = facts({ nordicSystem: 'prolink', nordicStyle: 'classic' });
const turnamicCombiBoot = facts({ nordicSystem: 'turnamic', nordicStyle: 'both' });
const snsClassicBoot = facts({ nordicSystem: 'sns', nordicStyle: 'classic' });
const snsClassicBinding = facts({ nordicSystem: 'sns', nordicStyle: 'classic' });
const classicSkiOnTurnamicPlate = facts({ nordicSystem: 'turnamic', nordicStyle: 'classic' });
const skateSkiWithoutPlate = facts({ nordicSystem: null, nordicStyle: 'skate' });

describe('nordic systems and styles', () => {
  it('fits a Prolink boot in an NNN binding of the same style', () => expect(nordicBindingFitsBoot(nnnClassicBinding, prolinkClassicBoot)).toBe(true));
  it('fits an NNN boot in a Turnamic binding', () => {
    expect(nordicBindingFitsBoot(facts({ nordicSystem: 'turnamic', nordicStyle: 'both' }), facts({ nordicSystem: 'nnn', nordicStyle: 'classic' }))).toBe(true);
  });
  it('fits a Turnamic combi boot in a classic NNN binding', () => expect(nordicBindingFitsBoot(nnnClassicBinding, turnamicCombiBoot)).toBe(true));
  it('refuses an SNS boot in an NNN binding', () => expect(nordicBindingFitsBoot(nnnClassicBinding, snsClassicBoot)).toBe(false));
  it('fits an SNS boot in an SNS binding', () => expect(nordicBindingFitsBoot(snsClassicBinding, snsClassicBoot)).toBe(true));
  it('refuses a skate boot in a classic binding', () => expect(nordicBindingFitsBoot(nnnClassicBinding, prolinkSkateBoot)).toBe(false));
  it('mounts an NNN binding on a Turnamic (IFP) plate but not an SNS binding', () => {
    expect(nordicSkiFitsBinding(classicSkiOnTurnamicPlate, nnnClassicBinding)).toBe(true);
    expect(nordicSkiFitsBinding(classicSkiOnTurnamicPlate, snsClassicBinding)).toBe(false);
  });
  it('mounts any system on a ski without a plate, in its own style', () => {
    expect(nordicSkiFitsBinding(skateSkiWithoutPlate, facts({ nordicSystem: 'sns', nordicStyle: 'skate' }))).toBe(true);
    expect(nordicSkiFitsBinding(skateSkiWithoutPlate, nnnClassicBinding)).toBe(false);
  });
  it('refuses an SNS boot for a ski whose plate only takes NNN-family bindings', () => expect(nordicSkiFitsBoot(classicSkiOnTurnamicPlate, snsClassicBoot)).toBe(false));
  it('refuses a part whose style is unknown', () => expect(nordicBindingFitsBoot(facts({ nordicSystem: 'nnn' }), prolinkClassicBoot)).toBe(false));
});

describe('the compatibility of a chosen package', () => {
  it('answers true everywhere when nothing or one part is chosen', () => {
    expect(partsCompatibility('alpine', {})).toEqual({ withSkis: true, withBindings: true, withBoots: true });
    expect(partsCompatibility('alpine', { skis: pisteSki78 })).toEqual({ withSkis: true, withBindings: true, withBoots: true });
  });

  it('flags the skis and the bindings, not the boots, when only the brake is too narrow', () => {
    expect(partsCompatibility('alpine', { skis: freerideSki106, bindings: binding85, boots: alpineBoot }))
      .toEqual({ withSkis: false, withBindings: false, withBoots: true });
  });

  it('flags the bindings and the boots when only the sole norm is wrong', () => {
    expect(partsCompatibility('alpine', { skis: pisteSki78, bindings: binding90, boots: touringBoot }))
      .toEqual({ withSkis: true, withBindings: false, withBoots: false });
  });

  it('never compares alpine skis with boots directly', () => {
    expect(partsCompatibility('alpine', { skis: pisteSki78, boots: touringBoot })).toEqual({ withSkis: true, withBindings: true, withBoots: true });
  });

  it('compares nordic skis with boots when no binding is chosen', () => {
    expect(partsCompatibility('nordic', { skis: classicSkiOnTurnamicPlate, boots: prolinkSkateBoot }))
      .toEqual({ withSkis: false, withBindings: true, withBoots: false });
  });

  it('lists only candidates that fit every other chosen part', () => {
    const chosen = { skis: pisteSki78, boots: gripWalkBoot };
    expect(fitsChosen('alpine', 'bindings', binding90, chosen)).toBe(true);
    expect(fitsChosen('alpine', 'bindings', binding85, chosen)).toBe(false);
    expect(fitsChosen('alpine', 'skis', freerideSki106, { skis: pisteSki78 })).toBe(true);
  });
});
