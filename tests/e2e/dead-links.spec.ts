/**
 * Issue 18 item 7: no dead ends. From the front page of each of the six
 * languages the crawler (link-crawler.ts) follows every same-origin link of
 * every page family and fails on any that answers 404 or 5xx, printing each
 * with the pages that link to it. It reads the server's HTML, the same at
 * every width, so it runs in the desktop project only.
 */
import { LANGUAGES } from '../../shared/languages.ts';
import { expect, test } from './fixtures.ts';
import { crawl, describeDeadLinks } from './link-crawler.ts';

/** Front pages on localhost (prefix_except_default): Finnish at /, the others under their code. */
const FRONT_PAGES = LANGUAGES.map((language) => (language === 'fi' ? '/' : `/${language}/`));

/**
 * Page families the crawl must have read in every language, or it proved
 * nothing about them: the menu, groups, a brand, a product, content pages,
 * a listing, the blog, the stores and the guest's account pages.
 */
const FAMILIES = ['front', 'menu', 'group', 'brand', 'product', 'static', 'tabbed', 'listing', 'blogIndex', 'stores', 'store', 'login', 'register'];

test('no same-origin link from the front pages of the six languages answers 404 or 5xx', async ({ request }) => {
  test.skip(test.info().project.name !== 'desktop', 'the server HTML is the same at every width');
  test.setTimeout(120_000);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const { dead, checked, read } = await crawl(request, origin, FRONT_PAGES);
  console.log(`Checked ${checked} paths, read ${Object.values(read).reduce((sum, count) => sum + count, 0)} pages, ${dead.length} dead.`);

  expect.soft(describeDeadLinks(dead), 'dead links: status, path and the pages linking to it').toEqual([]);
  const unread = LANGUAGES.flatMap((language) => FAMILIES.filter((family) => !read[`${language} ${family}`]).map((family) => `${language} ${family}`));
  expect.soft(unread, 'page families the crawl never reached').toEqual([]);
});
