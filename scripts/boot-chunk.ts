/**
 * One chunk for the code every page loads first (decision 013, issue 5 JS budget).
 *
 * esbuild puts code into one chunk per set of entry points that reach it, and
 * every page module and lazily loaded component is an entry point of its own.
 * The code the entry loads statically (client/boot.tsx and what it imports)
 * was thus cut into a dozen small chunks by which lazy modules also use each
 * part, although the entry always loads all of them before any lazy module
 * runs. Small files compress badly and each costs its import and export lists:
 * together some 2.5 KB gzip on every page.
 *
 * The plugin makes every lazily loaded module also import boot.tsx (a module
 * runs once; by then it has run). Every part of boot's graph is then reached
 * by the same entry points and esbuild emits it as one chunk. Lazy modules are
 * found by a first build: its outputs name their entry points.
 *
 * The dictionaries' JSON chunks (a language, a part) import it too: they load
 * only after boot has run, and otherwise esbuild's own helpers (CommonJS
 * interop for React) made a chunk of their own that every page fetched, some
 * 0.3 KB gzip more (issue 19).
 */
import { readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import type * as esbuild from 'esbuild';

export const BOOT_MODULE = 'client/boot.tsx';

/** The source files a build emitted as entry points besides the given ones (dynamic imports). */
export function lazyModules(metafile: esbuild.Metafile, entryPoints: string[]): Set<string> {
  const lazy = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    const entry = output.entryPoint;
    if (entry && !entryPoints.includes(entry) && /\.([jt]sx?|json)$/.test(entry)) lazy.add(resolve(entry));
  }
  return lazy;
}

/**
 * `lazy`: absolute paths of the modules loaded later; `pageOf`: the one page module that loads a lazy
 * module, by absolute path (scripts/page-owned-modules.ts), which it then imports too.
 */
export function bootChunkPlugin(lazy: Set<string>, pageOf: Map<string, string> = new Map()): esbuild.Plugin {
  const boot = JSON.stringify(resolve(BOOT_MODULE));
  return {
    name: 'boot-chunk',
    setup(build) {
      build.onLoad({ filter: /\.json$/ }, (args) => {
        if (!lazy.has(args.path)) return undefined;
        return { contents: `import ${boot};\nexport default ${readFileSync(args.path, 'utf8')};`, loader: 'js' };
      });
      build.onLoad({ filter: /\.[jt]sx?$/ }, (args) => {
        if (!lazy.has(args.path)) return undefined;
        const loader = extname(args.path).slice(1) as 'ts' | 'tsx' | 'js' | 'jsx';
        const page = pageOf.get(args.path);
        return { contents: `import ${boot};\n${page ? `import ${JSON.stringify(page)};\n` : ''}${readFileSync(args.path, 'utf8')}`, loader };
      });
    },
  };
}
