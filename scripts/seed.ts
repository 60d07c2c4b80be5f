/**
 * npm run seed [-- --models N] [--seed S] [--persist-to DIR] [--force]
 * Fills the local shop with the deterministic demo catalogue: product images
 * into R2, the catalogue into D1 through the same importer operators use.
 * An already seeded database is left alone unless --force is given.
 */
import { parseArgs } from 'node:util';
import { indexSearchModels, searchIndexMissing } from '../worker/data/search-index.ts';
import { generateDemoCatalogue } from './catalogue/demo/generate-catalogue.ts';
import { demoContent } from './catalogue/demo/content/index.ts';
import { demoExperiences, EXPERIENCE_BRAND, withExperiences } from './catalogue/demo/experiences.ts';
import { importCatalogue } from './catalogue/import/import-catalogue.ts';
import { uploadImages } from './catalogue/upload-images.ts';
import { applyLocalMigrations, openLocalBindings } from './local-state.ts';
import { createProgressBar } from './progress-bar.ts';

const { values } = parseArgs({
  options: {
    models: { type: 'string', default: '1600' },
    seed: { type: 'string', default: '20261121' },
    'persist-to': { type: 'string' },
    force: { type: 'boolean', default: false },
  },
});
const models = Number(values.models);
const seed = Number(values.seed);
if (!Number.isInteger(models) || models < 1 || !Number.isInteger(seed)) {
  console.error('--models and --seed take whole numbers, e.g. --models 50000');
  process.exit(2);
}

applyLocalMigrations(values['persist-to']);
const platform = await openLocalBindings(values['persist-to']);
try {
  const { DB, MEDIA } = platform.env;
  const existing = await DB.prepare('SELECT COUNT(*) AS n FROM product_models').first<number>('n');
  if (existing && !values.force) {
    console.log(`The catalogue already has ${existing} models; not seeding (use --force to seed again).`);
    // A database seeded before the search index existed (migration 0025) gets its index once.
    if (await searchIndexMissing(DB)) {
      const started = Date.now();
      await indexSearchModels(DB, 'all');
      await DB.prepare('UPDATE catalogue_version SET version = version + 1, updated_at = ?1 WHERE id = 1').bind(new Date().toISOString()).run();
      console.log(`Built the search index of the ${existing} models in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    }
    // A database seeded before issue 18's demo additions gets the experiences and the current demo content once.
    if (!(await DB.prepare('SELECT 1 AS found FROM manufacturers WHERE id = ?1').bind(EXPERIENCE_BRAND.id).first('found'))) {
      const experiences = demoExperiences();
      await uploadImages(MEDIA, experiences.images);
      const result = await importCatalogue(DB, { format: 'kaira-catalogue', version: 1, ...experiences.catalogue, ...demoContent() });
      console.log(result.ok ? 'Added the demo experiences and content pages.' : `The demo experiences did not import: ${result.issues[0]?.message}`);
    }
  } else {
    const started = Date.now();
    const generating = createProgressBar('Generating');
    const demo = generateDemoCatalogue({ models, seed, onProgress: generating.update });
    const experiences = demoExperiences();
    const document = withExperiences({ ...demo.catalogue, ...demoContent() }, experiences);

    const uploading = createProgressBar('Images');
    await uploadImages(MEDIA, [...demo.images, ...experiences.images], uploading.update);

    const importing = createProgressBar('Importing');
    const result = await importCatalogue(DB, document, { onProgress: importing.update });
    if (!result.ok) {
      console.error('The demo catalogue did not validate (a bug in the generator):');
      for (const issue of result.issues.slice(0, 50)) console.error(`  ${issue.path}: ${issue.message}`);
      process.exitCode = 1;
    } else {
      const counts = Object.entries(result.counts).map(([name, count]) => `${count} ${name}`).join(', ');
      console.log(`Seeded ${counts}, ${demo.images.length} images in ${((Date.now() - started) / 1000).toFixed(1)} s; catalogue version ${result.version}.`);
    }
  }
} finally {
  await platform.dispose();
}
