import { describe, expect, it } from 'vitest';
import { EMPTY_WIZARD_STATE, setPart, wizardStorageKey } from '../../shared/ski-wizard/wizard-state.ts';
import { createWizardStore } from './ski-wizard-store.ts';

const part = { variantId: 5, modelId: 50, name: 'Ridge 90', image: '', slug: 'ridge-90' };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('the ski wizard store', () => {
  it('stores each sport under its own key and reads it back', () => {
    const storage = memoryStorage();
    const alpine = createWizardStore('alpine', { storage: () => storage, events: new EventTarget() });
    expect(alpine.update((state) => setPart(state, 'skis', part))).toBe(true);
    expect(JSON.parse(storage.items.get(wizardStorageKey('alpine'))!).skis).toEqual(part);
    expect(storage.items.has(wizardStorageKey('nordic'))).toBe(false);
    const again = createWizardStore('alpine', { storage: () => storage, events: new EventTarget() });
    expect(again.getState().skis).toEqual(part);
  });

  it('reads hand-edited or broken text as an empty wizard', () => {
    const storage = memoryStorage({ [wizardStorageKey('nordic')]: '{"skis": {"variantId": "x"}' });
    expect(createWizardStore('nordic', { storage: () => storage, events: new EventTarget() }).getState()).toEqual(EMPTY_WIZARD_STATE);
  });

  it('keeps working in the page when storage refuses the write', () => {
    const blocked = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    const store = createWizardStore('alpine', { storage: () => blocked, events: new EventTarget() });
    expect(store.update((state) => setPart(state, 'boots', part))).toBe(false);
    expect(store.getState().boots).toEqual(part);
  });

  it('takes in another tab’s write and tells its listeners', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createWizardStore('alpine', { storage: () => storage, events });
    store.getState();
    let calls = 0;
    const stop = store.subscribe(() => { calls += 1; });
    storage.items.set(wizardStorageKey('alpine'), JSON.stringify(setPart(EMPTY_WIZARD_STATE, 'bindings', part)));
    const event = new Event('storage') as Event & { key: string };
    Object.defineProperty(event, 'key', { value: wizardStorageKey('alpine') });
    events.dispatchEvent(event);
    expect(calls).toBe(1);
    expect(store.getState().bindings).toEqual(part);
    stop();
  });

  it('holds the empty wizard without storage (the server)', () => {
    const store = createWizardStore('alpine', null);
    expect(store.getState()).toBe(EMPTY_WIZARD_STATE);
    expect(store.update((state) => setPart(state, 'skis', part))).toBe(false);
  });
});
