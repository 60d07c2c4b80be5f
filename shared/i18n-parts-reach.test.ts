import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DICTIONARY_PARTS, type DictionaryPart } from './i18n-parts.ts';
import { PAGE_PARTS } from './page-parts.ts';
import type { PageId } from './route-table.ts';

/**
 * Which deferred dictionary part each browser module needs, read from the
 * sources: a module that reads `ns.key` of a part's namespace needs that part
 * in the dictionary before it renders. The check follows the import graph the
 * bundler follows (static imports load with the module, `import()` later).
 */
interface SourceModule {
  staticImports: string[];
  lazyImports: string[];
  /** The parts whose texts the module reads where the page may lack them. */
  reads: Set<DictionaryPart>;
  /** Every part whose texts the module holds keys of, the exceptions below included. */
  mentions: Set<DictionaryPart>;
  ensures: Set<DictionaryPart>;
}

const partOfNamespace = new Map<string, DictionaryPart>(
  (Object.entries(DICTIONARY_PARTS) as Array<[DictionaryPart, readonly string[]]>).flatMap(([part, namespaces]) => namespaces.map((namespace) => [namespace, part] as const)),
);
const namespaceRead = new RegExp(`['"\`](${[...partOfNamespace.keys()].join('|')})\\.[a-zA-Z]`, 'g');
const staticImport = /^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)'|^import\s+'(\.[^']+)'/gm;
const lazyImport = /import\(\s*'(\.[^']+)'\s*\)/g;
const ensured = /ensureDictionaryPart\('(\w+)'\)/g;

/**
 * Modules that hold texts of a part they read only where that part is loaded.
 * The check works per module, not per function, so each is named with what
 * the other pages take from it.
 */
const READ_ONLY_WHERE_LOADED: Record<string, DictionaryPart[]> = {
  // 'cartPage.free' is asked for by the cart's own rows only (options.free).
  'client/hooks/use-money.ts': ['checkout'],
  // The cart problems' keys, shown by the cart's components; login and the header merge and count carts with it.
  'shared/checkout/checkout-core.ts': ['checkout'],
  // The customer's case page takes CaseAttachments, the status label and the staff-free columns of the rows.
  'client/components/case-desk/case-facts.tsx': ['desk'],
  'client/components/case-desk/case-rows.tsx': ['desk'],
  'shared/service/case-desk-schema.ts': ['desk'],
  // The order desk takes labelOr only.
  'client/components/case-desk/case-labels.ts': ['service'],
  // The complaint form takes orderDate only.
  'client/components/order/summary-lines.ts': ['checkout'],
  // The best-match sort is offered by the search page only.
  'client/components/grid/grid-toolbar.tsx': ['search'],
  // The company form takes the length limits only.
  'shared/service/contact-fields.ts': ['service'],
  'shared/service/service-form-messages.ts': ['service'],
};

const modules = new Map<string, SourceModule>();

function moduleAt(path: string): SourceModule {
  let known = modules.get(path);
  if (known) return known;
  const source = readFileSync(path, 'utf8');
  const resolve = (specifier: string) => normalize(join(dirname(path), specifier));
  const browserSource = (file: string) => /^(client|shared)\//.test(file) && /\.tsx?$/.test(file) && existsSync(file);
  const mentions = new Set([...source.matchAll(namespaceRead)].map((match) => partOfNamespace.get(match[1])!));
  known = {
    staticImports: [...source.matchAll(staticImport)].map((match) => resolve(match[1] ?? match[2])).filter(browserSource),
    lazyImports: [...source.matchAll(lazyImport)].map((match) => resolve(match[1])).filter(browserSource),
    reads: new Set([...mentions].filter((part) => !READ_ONLY_WHERE_LOADED[path]?.includes(part))),
    mentions,
    ensures: new Set([...source.matchAll(ensured)].map((match) => match[1] as DictionaryPart)),
  };
  modules.set(path, known);
  return known;
}

/** A module and everything it imports statically: what loads together with it. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    moduleAt(path).staticImports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

const union = <T,>(sets: Iterable<Set<T>>) => new Set([...sets].flatMap((set) => [...set]));

/** Every module reachable from roots by static and lazy imports, other pages' modules left out. */
function reachable(roots: string[], pageFiles: Set<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || (pageFiles.has(path) && !roots.includes(path))) return;
    seen.add(path);
    moduleAt(path).staticImports.forEach(visit);
    moduleAt(path).lazyImports.forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

/** The registry's pages with their module (client/pages/registry.ts) and the parts loaded beside it. */
function registeredPages(): Array<{ page: string; file: string; parts: readonly DictionaryPart[] }> {
  const registry = readFileSync('client/pages/registry.ts', 'utf8');
  return [...registry.matchAll(/^\s+(\w+): \(\) => import\('\.\/([\w-]+\.tsx)'\),$/gm)].map((match) => ({
    page: match[1],
    file: `client/pages/${match[2]}`,
    parts: PAGE_PARTS[match[1] as PageId] ?? [],
  }));
}

/**
 * The texts of a part a page does not load, read at its first render (the page's and the
 * boot's static closures) or in a module it loads later, unless the module
 * that imports it, or the loaded module itself, ensures the part.
 */
function missingParts(file: string, declared: readonly DictionaryPart[], pageFiles: Set<string>): string[] {
  const available = new Set<DictionaryPart>(declared);
  const missing = new Set<string>();
  const check = (closure: Set<string>, extra: Set<DictionaryPart>, via: string) => {
    for (const path of closure) {
      for (const part of moduleAt(path).reads) {
        if (!available.has(part) && !extra.has(part)) missing.add(`${path} reads the '${part}' part (${via})`);
      }
    }
  };
  const first = staticClosure([file, 'client/entry.tsx']);
  check(first, new Set(), 'first render');
  // Each lazy import is checked with its own importer's ensures; each loaded module's imports are followed once.
  const followed = new Set<string>(first);
  const importers = [...first];
  while (importers.length) {
    const importer = importers.shift()!;
    for (const lazy of moduleAt(importer).lazyImports) {
      if (pageFiles.has(lazy)) continue;
      const closure = staticClosure([lazy]);
      check(closure, union([moduleAt(importer).ensures, ...[...closure].map((path) => moduleAt(path).ensures)]), `loaded later from ${importer}`);
      for (const path of closure) if (!followed.has(path)) followed.add(path) && importers.push(path);
    }
  }
  return [...missing];
}

describe('deferred dictionary parts', () => {
  const pages = registeredPages();
  const pageFiles = new Set(pages.map((page) => page.file));

  it('finds every page of the registry', () => {
    expect(pages.length).toBeGreaterThan(60);
    expect(pages.find((page) => page.page === 'static')?.parts).toEqual([]);
  });

  it.each(pages.map((page) => [page.page, page]))('the %s page has the texts of every part its modules read', (_name, page) => {
    expect(missingParts(page.file, page.parts, pageFiles)).toEqual([]);
  });

  // The shell (the header's lazy search suggestions among it) loads what it needs itself; a page's parts are for its own modules.
  const shell = reachable(['client/entry.tsx'], pageFiles);
  it.each(pages.map((page) => [page.page, page]))('the %s page loads no part that none of its own modules reads', (_name, page) => {
    const own = [...reachable([page.file], pageFiles)].filter((path) => !shell.has(path));
    const mentioned = union(own.map((path) => moduleAt(path).mentions));
    expect(page.parts.filter((part) => !mentioned.has(part))).toEqual([]);
  });
});
