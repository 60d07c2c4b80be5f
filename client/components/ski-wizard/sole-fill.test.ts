// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_SKIER, wizardStorageKey } from '../../../shared/ski-wizard/wizard-state.ts';
import { fillSoleLength, isFilled, readSoleFill, writeSoleFill } from './sole-fill.ts';

const skier = (soleLength: string) => ({ ...EMPTY_SKIER, height: '180', soleLength });

describe('the sole length the chosen boots fill in', () => {
  it('fills an empty field with the boots’ length and keeps the rest of the skier', () => {
    expect(fillSoleLength(skier(''), 305, null)).toEqual(skier('305'));
    expect(fillSoleLength(skier('  '), 305, null)).toEqual(skier('305'));
  });

  it('never overwrites a length the skier typed', () => {
    expect(fillSoleLength(skier('310'), 305, null)).toBeNull();
    expect(fillSoleLength(skier('310'), 305, { mm: 300, boots: 'Old boots' })).toBeNull();
  });

  it('replaces its own earlier fill when other boots are chosen', () => {
    expect(fillSoleLength(skier('300'), 315, { mm: 300, boots: 'Old boots' })).toEqual(skier('315'));
  });

  it('leaves the field alone when the boots’ length is unknown or no boot’s length', () => {
    expect(fillSoleLength(skier(''), null, null)).toBeNull();
    expect(fillSoleLength(skier(''), 90, null)).toBeNull();
    expect(fillSoleLength(skier(''), 305.5, null)).toBeNull();
  });

  it('counts as the wizard’s fill only while the field still shows it', () => {
    const fill = { mm: 305, boots: 'Kallio Pro 110' };
    expect(isFilled('305', fill)).toBe(true);
    expect(isFilled('306', fill)).toBe(false);
    expect(isFilled('305', null)).toBe(false);
  });
});

describe('the remembered fill', () => {
  afterEach(() => localStorage.clear());

  it('is read back per sport as it was written', () => {
    writeSoleFill('alpine', { mm: 305, boots: 'Kallio Pro 110' });
    expect(readSoleFill('alpine')).toEqual({ mm: 305, boots: 'Kallio Pro 110' });
    expect(readSoleFill('nordic')).toBeNull();
  });

  it('is nothing when the stored text is unreadable or of the wrong shape', () => {
    localStorage.setItem(`${wizardStorageKey('alpine')}_sole`, '{not json');
    expect(readSoleFill('alpine')).toBeNull();
    localStorage.setItem(`${wizardStorageKey('alpine')}_sole`, JSON.stringify({ mm: '305', boots: 'x' }));
    expect(readSoleFill('alpine')).toBeNull();
  });
});
