import en from '../../locales/en.json' with { type: 'json' };
import fi from '../../locales/fi.json' with { type: 'json' };
import sv from '../../locales/sv.json' with { type: 'json' };
import de from '../../locales/de.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';
import { frontTitle } from './demo-data.ts';

const LANGUAGES = [
  { language: 'fi', path: '/', dictionary: fi, currency: 'EUR' },
  { language: 'en', path: '/en/', dictionary: en, currency: 'USD' },
  { language: 'sv', path: '/sv/', dictionary: sv, currency: 'SEK' },
  { language: 'de', path: '/de/', dictionary: de, currency: 'EUR' },
  { language: 'fr', path: '/fr/', dictionary: fr, currency: 'EUR' },
  { language: 'ru', path: '/ru/', dictionary: ru, currency: 'EUR' },
];

for (const { language, path, dictionary, currency } of LANGUAGES) {
  test(`the front page renders and hydrates in ${language} without warnings or axe violations`, async ({ page, consoleProblems }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // The front page is titled from general settings (core 3), per language.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontTitle(language));
    await expect(page).toHaveTitle(`${frontTitle(language)} - Kaira Outdoor`);
    await expect(page.getByRole('region', { name: dictionary.front.offers }).locator('img').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: dictionary.front.topGroups })).toBeVisible();
    await expect(page.getByRole('heading', { name: dictionary.front.brands })).toBeVisible();
    await expect(page.getByTestId('locale-currency')).toHaveText(currency);
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(consoleProblems).toEqual([]);
  });
}

test('the cart count in the header comes from the stored cart', async ({ page }) => {
  await page.goto('/en/');
  await waitForHydration(page);
  await page.evaluate(() => {
    localStorage.setItem('so_checkout', JSON.stringify({ products: [{ productId: 1, amount: 2 }, { productId: 2, amount: 1 }] }));
    window.dispatchEvent(new Event('cart-change'));
  });
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});

test('a keyboard user reaches the skip link first and it moves focus to the content', async ({ page }) => {
  await page.goto('/sv/');
  await waitForHydration(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: sv.header.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  // The target itself takes focus (WCAG 2.4.1), so the next Tab goes on from the content, not the header.
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
});

test('hashed bundle files are served from static assets with immutable cache headers', async ({ page, request }) => {
  await page.goto('/en/');
  const entry = await page.locator('script[type="module"]').getAttribute('src');
  const response = await request.get(entry!);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/build.json')).headers()['cache-control']).toBe('no-cache');
});

test('a featureFlag_ URL parameter overrides the server flag for this visitor until changed again', async ({ page, consoleProblems }) => {
  const brands = page.getByRole('heading', { name: en.front.brands });
  await page.goto('/en/?featureFlag_brand_strip=0');
  await waitForHydration(page);
  await expect(brands).toBeHidden();
  await page.goto('/en/');
  await waitForHydration(page);
  await expect(brands).toBeHidden();
  await page.goto('/en/?featureFlag_brand_strip=1');
  await waitForHydration(page);
  await expect(brands).toBeVisible();
  expect(consoleProblems).toEqual([]);
});
