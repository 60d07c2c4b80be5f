import { describe, expect, it } from 'vitest';
import { chunksOfPage, type ClientManifest } from './page-chunks.ts';

const manifest: ClientManifest = {
  buildId: 'test',
  entry: '/assets/entry.js',
  css: ['/assets/app.css'],
  entryImports: ['/assets/boot.js', '/assets/react.js'],
  pages: {
    product: { file: '/assets/product.js', imports: ['/assets/boot.js', '/assets/money.js'] },
    static: { file: '/assets/static.js', imports: ['/assets/boot.js'] },
  },
  locales: { fi: { file: '/assets/fi.js', imports: ['/assets/json.js'] }, en: { file: '/assets/en.js', imports: ['/assets/json.js'] } },
  dictionaryParts: { catalogue: { fi: { file: '/assets/catalogue-fi.js', imports: ['/assets/json.js'] }, en: { file: '/assets/catalogue-en.js', imports: [] } } },
};

describe('chunksOfPage', () => {
  it('lists the entry, the shell, the page, its language\'s dictionary and the dictionary parts the page shows, each once', () => {
    expect(chunksOfPage(manifest, 'product', 'fi')).toEqual([
      '/assets/entry.js', '/assets/boot.js', '/assets/react.js', '/assets/product.js', '/assets/money.js', '/assets/fi.js', '/assets/json.js', '/assets/catalogue-fi.js',
    ]);
  });

  it('leaves out the parts a page does not show, and other languages\' texts', () => {
    const chunks = chunksOfPage(manifest, 'static', 'en');
    expect(chunks).toContain('/assets/en.js');
    expect(chunks.filter((chunk) => /catalogue|fi\.js/.test(chunk))).toEqual([]);
  });

  it('still lists the shell for a page without a module of its own', () => {
    expect(chunksOfPage(manifest, 'unknown', 'fi')).toEqual(['/assets/entry.js', '/assets/boot.js', '/assets/react.js', '/assets/fi.js', '/assets/json.js']);
  });
});
