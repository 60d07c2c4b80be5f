import { PAGE_PARTS } from './page-parts.ts';
import type { PageId } from './route-table.ts';

/** A chunk and the chunks it imports statically. */
export interface ChunkClosure { file: string; imports: string[] }

/** build/client-manifest.json, written by scripts/build-client.ts: hashed file names of the client bundle. */
export interface ClientManifest {
  buildId: string;
  entry: string;
  css: string[];
  /** Chunks every page needs (React, the app shell). */
  entryImports: string[];
  pages: Record<string, ChunkClosure>;
  /** Each language's base dictionary. */
  locales: Record<string, ChunkClosure>;
  /** Part → language → chunk of the deferred dictionary parts (shared/i18n-parts.ts). */
  dictionaryParts: Record<string, Record<string, ChunkClosure>>;
}

/**
 * Every script a page runs before it hydrates, the entry first: the shell,
 * the page's module, its language's dictionary and the dictionary parts the
 * page shows texts of. The worker preloads them; the bench weighs them.
 */
export function chunksOfPage(manifest: ClientManifest, pageId: string, language: string): string[] {
  const closures = [
    manifest.pages[pageId],
    manifest.locales[language],
    ...(PAGE_PARTS[pageId as PageId] ?? []).map((part) => manifest.dictionaryParts[part]?.[language]),
  ];
  return [...new Set([
    manifest.entry,
    ...manifest.entryImports,
    ...closures.flatMap((closure) => (closure ? [closure.file, ...closure.imports] : [])),
  ])];
}
