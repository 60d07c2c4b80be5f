/**
 * Lazily loaded modules that only one page ever loads (issue 19, decision 043).
 *
 * esbuild puts a module into one chunk per set of entry points that reach it.
 * A page's dialogs and deferred regions are entry points of their own, so each
 * module the page shares with one of them (a helper, the shared values, the
 * availability rules) became a small chunk of its own in the page's first
 * load: every one of them costs its import and export lists and compresses
 * alone. When a lazy module that only this page loads also imports the page
 * (it runs after the page in any case), everything the page reaches is reached
 * by the same entry points, and esbuild emits it as one chunk.
 *
 * A module the shell can load (the header's suggestions), or more than one
 * page, keeps its own chunk; so does one the page also imports statically.
 */
import type * as esbuild from 'esbuild';

const PAGE_MODULE = /^client\/pages\/[\w-]+-page\.tsx$/;

type Inputs = esbuild.Metafile['inputs'];

/** Modules reachable from root by static and dynamic imports, without entering any page module but root. */
function reachable(inputs: Inputs, root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || (path !== root && PAGE_MODULE.test(path))) return;
    seen.add(path);
    for (const dependency of inputs[path]?.imports ?? []) visit(dependency.path);
  };
  visit(root);
  return seen;
}

/** Modules reachable from root by static imports alone. */
function staticallyReachable(inputs: Inputs, root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const dependency of inputs[path]?.imports ?? []) if (dependency.kind === 'import-statement') visit(dependency.path);
  };
  visit(root);
  return seen;
}

/**
 * Lazy module → the one page module that loads it, from a first build's metafile (paths as esbuild
 * writes them, relative to the project). `lazy` holds the emitted entry points besides the given ones.
 */
export function pageOwnedModules(metafile: esbuild.Metafile, entryPoints: string[], lazy: Iterable<string>): Map<string, string> {
  const { inputs } = metafile;
  const shell = new Set(entryPoints.flatMap((entry) => [...reachable(inputs, entry)]));
  const pages = Object.keys(inputs).filter((path) => PAGE_MODULE.test(path));
  const reachedBy = new Map<string, string[]>();
  for (const page of pages) {
    for (const path of reachable(inputs, page)) if (path !== page) reachedBy.set(path, [...(reachedBy.get(path) ?? []), page]);
  }
  const owned = new Map<string, string>();
  for (const module of lazy) {
    const owners = reachedBy.get(module) ?? [];
    if (PAGE_MODULE.test(module) || shell.has(module) || owners.length !== 1) continue;
    if (staticallyReachable(inputs, owners[0]).has(module)) continue;
    owned.set(module, owners[0]);
  }
  return owned;
}
