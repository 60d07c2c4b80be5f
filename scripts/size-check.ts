import { buildClient } from './build-client.ts';
const { manifest, gzipSizes } = await buildClient();
const size = (files: string[]) => files.reduce((sum, file) => sum + (gzipSizes[file] ?? 0), 0);
const base = new Set<string>([manifest.entry, ...manifest.entryImports, manifest.locales.fi.file, ...manifest.locales.fi.imports]);
console.log('base (entry+fi locale):', size([...base]), 'fi locale', size([manifest.locales.fi.file]));
for (const [page, entry] of Object.entries(manifest.pages as Record<string, { file: string; imports: string[] }>)) {
  const js = new Set<string>([...base, entry.file, ...entry.imports]);
  if (process.argv.includes('--all') || ['product', 'checkoutPayment', 'front'].includes(page)) console.log(page, size([...js]));
}
