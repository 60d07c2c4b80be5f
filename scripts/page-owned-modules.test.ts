import type * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { pageOwnedModules } from './page-owned-modules.ts';

type Edge = [string, 'import-statement' | 'dynamic-import'];

/** A first build's metafile with just the import graph. */
function metafile(graph: Record<string, Edge[]>): esbuild.Metafile {
  const inputs = Object.fromEntries(Object.entries(graph).map(([path, edges]) => [path, {
    bytes: 1, imports: edges.map(([to, kind]) => ({ path: to, kind, original: to })),
  }]));
  return { inputs, outputs: {} } as unknown as esbuild.Metafile;
}

const graph: Record<string, Edge[]> = {
  'client/entry.tsx': [['client/registry.ts', 'dynamic-import'], ['client/components/suggestions.tsx', 'dynamic-import']],
  'client/registry.ts': [['client/pages/product-page.tsx', 'dynamic-import'], ['client/pages/group-page.tsx', 'dynamic-import']],
  'client/pages/product-page.tsx': [
    ['client/components/zoom.tsx', 'dynamic-import'], ['client/components/cart-modal.tsx', 'dynamic-import'],
    ['client/components/suggestions.tsx', 'dynamic-import'], ['client/components/table.tsx', 'import-statement'],
    ['client/components/regions.ts', 'dynamic-import'],
  ],
  'client/components/regions.ts': [['client/components/table.tsx', 'import-statement'], ['client/components/reviews.tsx', 'dynamic-import']],
  'client/pages/group-page.tsx': [['client/components/cart-modal.tsx', 'dynamic-import']],
  'client/components/zoom.tsx': [],
  'client/components/cart-modal.tsx': [],
  'client/components/suggestions.tsx': [],
  'client/components/table.tsx': [],
  'client/components/reviews.tsx': [],
};
const lazy = ['client/registry.ts', 'client/pages/product-page.tsx', 'client/pages/group-page.tsx', 'client/components/zoom.tsx',
  'client/components/cart-modal.tsx', 'client/components/suggestions.tsx', 'client/components/table.tsx',
  'client/components/regions.ts', 'client/components/reviews.tsx'];

describe('lazy modules that only one page loads (decision 043)', () => {
  const owned = pageOwnedModules(metafile(graph), ['client/entry.tsx'], lazy);

  it('gives a page its own dialogs and regions, and what they load in turn', () => {
    expect(owned.get('client/components/zoom.tsx')).toBe('client/pages/product-page.tsx');
    expect(owned.get('client/components/regions.ts')).toBe('client/pages/product-page.tsx');
    expect(owned.get('client/components/reviews.tsx')).toBe('client/pages/product-page.tsx');
  });

  it('leaves out what two pages load, what the shell loads, what the page imports statically, and the pages themselves', () => {
    expect(owned.has('client/components/cart-modal.tsx')).toBe(false);
    expect(owned.has('client/components/suggestions.tsx')).toBe(false);
    expect(owned.has('client/components/table.tsx')).toBe(false);
    expect(owned.has('client/pages/product-page.tsx')).toBe(false);
    expect(owned.size).toBe(3);
  });
});
