import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/unit-helpers/test-site.tsx';
import ShoeWizardPage from './shoe-wizard-page.tsx';

const props = {
  breadcrumbs: [{ name: "Women's and men's shoes", path: '/womens-and-mens-shoes/' }, { name: 'Shoe wizard', path: '/shoe-wizard/' }],
  step: 'terrain' as const,
  stepNumber: 2,
  stepCount: 5,
  answers: [{ step: 'activity' as const, choice: 'hiking', path: '/shoe-wizard/' }],
  choices: [
    { key: 'mountain', path: '/shoe-wizard/hiking/rocky-and-mountain/', count: 4 },
    { key: 'snow', path: null, count: 0 },
  ],
  matching: { count: 9, path: '/footwear/?activity=Hiking' },
};

describe('the shoe wizard page', () => {
  it('links each choice with shoes to its next page, with the count, under the language prefix', () => {
    const html = renderWithSite(<ShoeWizardPage {...props} />);
    expect(html).toContain('<h1 class="page-heading">What kind of ground will you walk on?</h1>');
    expect(html).toContain('Question 2 of 5');
    expect(html).toMatch(/<a class="shoe-choice" href="\/en\/shoe-wizard\/hiking\/rocky-and-mountain\/">.*Rocky ground and mountains.*Matching shoes: 4/);
    expect(html).toContain('href="/en/footwear/?activity=Hiking"');
  });

  it('shows a choice leaving no shoes without a link', () => {
    const html = renderWithSite(<ShoeWizardPage {...props} />);
    expect(html).toMatch(/<span class="shoe-choice shoe-choice--empty"><span class="shoe-choice__name">Snow and ice<\/span><span class="shoe-choice__count">No matching shoes/);
  });

  it('offers no link to the grid when no shoe matches, as a grid ignoring the answers would show every shoe', () => {
    const html = renderWithSite(<ShoeWizardPage {...props} matching={{ count: 0, path: '/footwear/?activity=Hiking' }} />);
    expect(html).not.toContain('href="/en/footwear/?activity=Hiking"');
    expect(html).not.toContain('Show the matching shoes now');
  });

  it('lets each earlier answer be changed, the link naming the question', () => {
    const html = renderWithSite(<ShoeWizardPage {...props} />);
    expect(html).toContain('<dt>Activity</dt><dd>Hiking <a href="/en/shoe-wizard/">Change<span class="visually-hidden">: Activity</span></a></dd>');
  });
});
