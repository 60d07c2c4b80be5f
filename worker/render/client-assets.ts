import manifest from '../../build/client-manifest.json';
import type { Language } from '../../shared/languages.ts';

/** Written by scripts/build-client.ts: hashed file names of the client bundle. */
interface ClientManifest {
  buildId: string;
  entry: string;
  css: string[];
  /** Chunks every page needs (React, the app shell). */
  entryImports: string[];
  pages: Record<string, { file: string; imports: string[] }>;
  locales: Record<string, { file: string; imports: string[] }>;
}

export const clientManifest = manifest as ClientManifest;

export interface PageAssets {
  entry: string;
  css: string[];
  /** Modules to preload so hydration does not wait on a request waterfall. */
  preload: string[];
}

/** The scripts and styles one page needs, for modulepreload and stylesheet links. */
export function assetsForPage(pageId: string, language: Language): PageAssets {
  const page = clientManifest.pages[pageId];
  const locale = clientManifest.locales[language];
  const preload = new Set<string>([
    ...clientManifest.entryImports,
    ...(page ? [page.file, ...page.imports] : []),
    ...(locale ? [locale.file, ...locale.imports] : []),
  ]);
  preload.delete(clientManifest.entry);
  return { entry: clientManifest.entry, css: clientManifest.css, preload: [...preload] };
}
