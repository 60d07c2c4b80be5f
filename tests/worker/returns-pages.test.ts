/**
 * Issue 16 item 1: /returns/ and /returns/form/{token}/ answer in every
 * language under their localised paths; their HTML holds nothing of a
 * customer, and a GET of the form's page leaves its one-time link unused.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpCheckout } from './checkout-helpers.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';
import { returnableOrder, returnLinkOf } from './return-helpers.ts';

beforeAll(setUpCheckout);

async function page(path: string) {
  const response = await fetchShop(path);
  const html = await response.text();
  return { response, html, payload: embeddedPayload(html) };
}

describe('the return pages', () => {
  it('answer in six languages under their localised paths', async () => {
    const paths: Array<[string, string, string]> = [
      ['/palautukset/', 'returns', 'Palauta tuotteita'], ['/en/returns/', 'returns', 'Return products'], ['/sv/returer/', 'returns', 'Returnera produkter'],
      ['/de/ruecksendungen/', 'returns', 'Produkte zurücksenden'], ['/fr/retours/', 'returns', 'Retourner des produits'], ['/ru/vozvrat/', 'returns', 'Возврат товаров'],
      ['/palautukset/lomake/abc/', 'returnsForm', 'Palautuslomake'], ['/en/returns/form/abc/', 'returnsForm', 'Return form'], ['/sv/returer/formular/abc/', 'returnsForm', 'Returformulär'],
      ['/de/ruecksendungen/formular/abc/', 'returnsForm', 'Rücksendeformular'], ['/fr/retours/formulaire/abc/', 'returnsForm', 'Formulaire de retour'],
      ['/ru/vozvrat/forma/abc/', 'returnsForm', 'Форма возврата'],
    ];
    for (const [path, pageId, heading] of paths) {
      const { response, html, payload } = await page(path);
      expect(response.status, path).toBe(200);
      expect(payload.page, path).toBe(pageId);
      expect(html, path).toContain(`>${heading}</h1>`);
    }
  });

  it('let the return form stay out of search results, and the request page in them', async () => {
    expect((await page('/en/returns/')).payload.head.robots).toBe('index, follow');
    expect((await page('/en/returns/form/abc/')).payload.head.robots).toBe('noindex, nofollow');
  });

  it('take the order the account\'s history picked from ?order=, and nothing else', async () => {
    expect((await page('/en/returns/?order=k12345678')).payload.props).toEqual({ orderNumber: 'K12345678' });
    expect((await page('/en/returns/?order=%3Cscript%3E')).payload.props).toEqual({ orderNumber: '' });
  });

  it('render the form\'s page without the order or using the link: the form loads in the browser', async () => {
    const order = await returnableOrder();
    const token = await returnLinkOf(order);
    const { html, payload } = await page(`/palautukset/lomake/${token}/`);
    expect(payload.props).toEqual({ token });
    expect(html).not.toContain(order.email);
    expect(html).not.toContain(order.number);
    const link = await env.DB.prepare('SELECT used_at FROM return_links WHERE order_id = ?1').bind(order.id).first<{ used_at: string | null }>();
    expect(link!.used_at).toBeNull();
  });
});
