import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json' with { type: 'json' };
import { DICTIONARY_PARTS, WORKER_ONLY_NAMESPACES, splitDictionary } from './i18n-parts.ts';
import { dictionaryOf } from './route-paths.ts';

/** The source files the browser bundle may be built from (client/ and shared/), tests left out. */
function browserSources(): string[] {
  return ['client', 'shared'].flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => readFileSync(`${folder}/${file}`, 'utf8')));
}

describe('splitDictionary', () => {
  it('moves each part namespace out of the base and loses no key', () => {
    const { base, parts, workerOnly } = splitDictionary(en);
    expect(Object.keys(base)).not.toContain('cartPage');
    expect({ ...base, ...Object.assign({}, ...Object.values(parts)), ...workerOnly }).toEqual(en);
  });

  it('keeps the route paths and the shell\'s texts in the base every page loads, and the catalogue\'s in a part', () => {
    const { base, parts } = splitDictionary(dictionaryOf(en));
    expect(base).toHaveProperty('routePaths');
    expect(base).not.toHaveProperty('routeSegments');
    expect(base).toHaveProperty('header');
    expect(base).toHaveProperty('breadcrumbs');
    expect(base).not.toHaveProperty('product');
    expect(parts.catalogue).toHaveProperty('product');
  });

  it('leaves the worker-only namespaces out of the browser\'s dictionary, and no browser code reads them', () => {
    const { base, workerOnly } = splitDictionary(en);
    for (const namespace of WORKER_ONLY_NAMESPACES) {
      expect(workerOnly).toHaveProperty(namespace);
      expect(base).not.toHaveProperty(namespace);
    }
    const sources = browserSources();
    for (const namespace of WORKER_ONLY_NAMESPACES) {
      const read = new RegExp(`['"\`]${namespace}\\.`);
      expect(sources.filter((source) => read.test(source))).toEqual([]);
    }
  });

  it('names namespaces the dictionaries really have, so a part is never silently empty', () => {
    const { parts } = splitDictionary(en);
    for (const part of Object.keys(DICTIONARY_PARTS) as Array<keyof typeof DICTIONARY_PARTS>) {
      const present = DICTIONARY_PARTS[part].filter((namespace) => namespace in en);
      expect(Object.keys(parts[part]).sort()).toEqual([...present].sort());
      expect(present.length).toBeGreaterThan(0);
    }
  });
});
