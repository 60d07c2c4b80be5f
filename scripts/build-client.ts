/**
 * Builds the client bundle with esbuild: code-split per page and per language,
 * content-hashed, minified. Writes the manifest the worker reads for
 * modulepreload and stylesheet links (build/client-manifest.json), the build
 * file the app polls for new deploys, and the static files of dist/client.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { minify } from 'terser';
import { bootChunkPlugin, lazyModules } from './boot-chunk.ts';
import { pageOwnedModules } from './page-owned-modules.ts';
import { ogImagePng } from './og-image.ts';
import { LANGUAGES } from '../shared/languages.ts';
import { splitDictionary } from '../shared/i18n-parts.ts';
import { linkedRoutePaths } from '../shared/linked-routes.ts';
import type { ClientManifest } from '../shared/page-chunks.ts';
import { dictionaryOf } from '../shared/route-paths.ts';

const OUT_DIR = 'dist/client';
const ASSET_DIR = `${OUT_DIR}/assets`;
const LOCALE_BUILD_DIR = 'build/locales';

export interface BuildResult {
  manifest: ClientManifest;
  /** Output file → gzip size in bytes. */
  gzipSizes: Record<string, number>;
  /** Output file → its minified bytes by what they come from (the bench's bundle map, issue 19). */
  composition: Record<string, Partial<Record<BundleSource, number>>>;
}

/** What a chunk's bytes come from: React itself, other packages, the shop's texts, or the shop's own code. */
export type BundleSource = 'react' | 'libraries' | 'texts' | 'app';

export function bundleSourceOf(inputPath: string): BundleSource {
  if (/(^|\/)node_modules\/(react|react-dom|scheduler)\//.test(inputPath)) return 'react';
  if (/(^|\/)node_modules\//.test(inputPath)) return 'libraries';
  if (inputPath.startsWith('build/locales/')) return 'texts';
  return 'app';
}

type Outputs = esbuild.Metafile['outputs'];

/** The output and every chunk it statically imports, transitively. */
function staticClosure(outputs: Outputs, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const dependency of outputs[file]?.imports ?? []) {
    if (dependency.kind === 'import-statement') staticClosure(outputs, dependency.path, seen);
  }
  return seen;
}

const publicPath = (file: string) => `/${file.slice(OUT_DIR.length + 1)}`;

/**
 * Each language's dictionary without its deferred parts and with only the linked routes, and each part, for
 * the browser (shared/i18n-parts.ts). Returns the files written.
 */
function writeDictionaryParts(): string[] {
  rmSync(LOCALE_BUILD_DIR, { recursive: true, force: true });
  const files: string[] = [];
  for (const language of LANGUAGES) {
    const dictionary = dictionaryOf(JSON.parse(readFileSync(`locales/${language}.json`, 'utf8')));
    const { base, parts } = splitDictionary({ ...dictionary, routePaths: linkedRoutePaths(dictionary.routePaths) });
    mkdirSync(`${LOCALE_BUILD_DIR}/base`, { recursive: true });
    for (const [part, texts] of Object.entries({ base, ...parts })) {
      const file = `${LOCALE_BUILD_DIR}/${part}/${language}.json`;
      mkdirSync(`${LOCALE_BUILD_DIR}/${part}`, { recursive: true });
      writeFileSync(file, JSON.stringify(texts));
      files.push(file);
    }
  }
  return files;
}

/**
 * A second minifier pass over esbuild's output (issue 19 item 4): terser's
 * compressor folds what esbuild's leaves, about 2 % of React's chunk and
 * 12 KB gzip over the whole bundle. Safe options only: the code keeps its
 * meaning, its imports, its exports and its licence comments.
 */
async function minifyAgain(files: string[]): Promise<void> {
  for (const file of files) {
    const { code } = await minify(readFileSync(file, 'utf8'), { module: true, ecma: 2020, compress: { passes: 2 }, format: { comments: 'some' } });
    writeFileSync(file, code!);
  }
}

export async function buildClient(): Promise<BuildResult> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(ASSET_DIR, { recursive: true });
  const dictionaryFiles = writeDictionaryParts();
  // The dictionaries are entry points of their own: the browser imports them by the URL its document names
  // (client/dictionary-parts.ts), so no chunk carries a map of every language's and part's file (1.5 KB gzip).
  const entryPoints = ['client/entry.tsx', 'client/styles/app.css', ...dictionaryFiles];
  const options: esbuild.BuildOptions = {
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: ASSET_DIR,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    minify: true,
    metafile: true,
    sourcemap: false,
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // SWR imports React 16/17's useSyncExternalStore shim; React 19 has its own (decision 013).
    alias: { 'use-sync-external-store/shim': './client/vendor/use-sync-external-store-shim.ts' },
    logLevel: 'warning',
  };
  // A first pass finds the lazily loaded modules; they import boot.tsx, so its graph is one chunk (scripts/boot-chunk.ts).
  const firstPass = await esbuild.build({ ...options, write: false, minify: false });
  const loadedLater = lazyModules(firstPass.metafile!, entryPoints);
  // The lazy modules only one page loads import that page too, so its first load is one chunk (scripts/page-owned-modules.ts).
  const pageOf = new Map([...pageOwnedModules(firstPass.metafile!, entryPoints, [...loadedLater].map((path) => relative('.', path)))]
    .map(([module, page]) => [resolve(module), resolve(page)]));
  dictionaryFiles.forEach((file) => loadedLater.add(resolve(file)));
  const result = await esbuild.build({ ...options, plugins: [bootChunkPlugin(loadedLater, pageOf)] });
  const outputs = result.metafile!.outputs;
  await minifyAgain(Object.keys(outputs).filter((file) => file.endsWith('.js')));
  const byEntry = new Map<string, string>();
  for (const [file, output] of Object.entries(outputs)) if (output.entryPoint) byEntry.set(output.entryPoint, file);

  const entryFile = byEntry.get('client/entry.tsx')!;
  const cssFile = byEntry.get('client/styles/app.css')!;
  const closureOf = (file: string) => [...staticClosure(outputs, file)].filter((f) => f !== file).map(publicPath);
  const pages: Record<string, { file: string; imports: string[] }> = {};
  const locales: Record<string, { file: string; imports: string[] }> = {};
  /** Part → language → chunk: a page's deferred dictionary parts are preloaded with it (shared/i18n-parts.ts). */
  const dictionaryParts: Record<string, Record<string, { file: string; imports: string[] }>> = {};
  for (const [entryPoint, file] of byEntry) {
    const page = /^client\/pages\/(.+)-page\.tsx$/.exec(entryPoint);
    // Page ids are camelCase ('checkoutPayment'), their files kebab-case ('checkout-payment-page.tsx').
    if (page) pages[page[1].replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())] = { file: publicPath(file), imports: closureOf(file) };
    const locale = /^build\/locales\/(\w+)\/([a-z]{2})\.json$/.exec(entryPoint);
    if (locale?.[1] === 'base') locales[locale[2]] = { file: publicPath(file), imports: closureOf(file) };
    else if (locale) (dictionaryParts[locale[1]] ??= {})[locale[2]] = { file: publicPath(file), imports: closureOf(file) };
  }

  const buildId = createHash('sha256').update(Object.keys(outputs).sort().join('\n')).digest('hex').slice(0, 12);
  const manifest: ClientManifest = {
    buildId,
    entry: publicPath(entryFile),
    css: [publicPath(cssFile)],
    entryImports: closureOf(entryFile),
    pages,
    locales,
    dictionaryParts,
  };

  mkdirSync('build', { recursive: true });
  writeFileSync('build/client-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  // esbuild's own record of which source bytes went into which chunk: open it in esbuild's bundle analyzer.
  writeFileSync('build/client-metafile.json', JSON.stringify(result.metafile));
  writeFileSync(`${OUT_DIR}/build.json`, JSON.stringify({ buildId, builtAt: new Date().toISOString() }));
  // Hashed names never change content: cache them for a year. The build file must stay fresh.
  writeFileSync(`${OUT_DIR}/_headers`, [
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/build.json',
    '  Cache-Control: no-cache',
    '/og-image.png',
    '  Cache-Control: public, max-age=86400',
    '/favicon.svg',
    '  Cache-Control: public, max-age=86400',
    '',
  ].join('\n'));
  writeFileSync(`${OUT_DIR}/og-image.png`, ogImagePng());
  writeFileSync(`${OUT_DIR}/favicon.svg`, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1f3a2e"/><path d="M4 25 13 10l5 8 3-4 7 11Z" fill="#fff"/></svg>\n');

  const gzipSizes: Record<string, number> = {};
  const composition: BuildResult['composition'] = {};
  for (const [file, output] of Object.entries(outputs)) {
    gzipSizes[publicPath(file)] = gzipSync(readFileSync(file)).length;
    const bySource: Partial<Record<BundleSource, number>> = {};
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const source = bundleSourceOf(input);
      bySource[source] = (bySource[source] ?? 0) + bytesInOutput;
    }
    composition[publicPath(file)] = bySource;
  }
  return { manifest, gzipSizes, composition };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { manifest, gzipSizes } = await buildClient();
  const total = Object.values(gzipSizes).reduce((a, b) => a + b, 0);
  console.log(`Client build ${String(manifest.buildId)}: ${Object.keys(gzipSizes).length} files, ${(total / 1024).toFixed(1)} KiB gzip in all.`);
}
