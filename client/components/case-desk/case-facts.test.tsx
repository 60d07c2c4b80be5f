import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { CaseDetails } from './case-facts.tsx';

const field = (value: unknown) => ({ value, error: false });

describe('a complaint\'s form on the staff case page (core 3 reclamation fields)', () => {
  it('shows the sales channel by its label, prices as euros and days as dates, not as stored', () => {
    const html = renderWithSite(<CaseDetails details={{
      salesChannel: field('W'), price: field('129.9'), timeOfPurchase: field('2026-11-05'), used: field(true), complaint: field('The binding cracked.'),
    }} />);
    expect(html).toContain('Online shop');
    expect(html).not.toContain('>W<');
    expect(html).toMatch(/€\s?129\.90|129\.90\s?€/);
    expect(html).not.toContain('2026-11-05');
    expect(html).toContain('11/5/26');
    expect(html).toContain('The binding cracked.');
    expect(html).toContain('Yes');
  });

  it('leaves out fields the customer left empty', () => {
    const html = renderWithSite(<CaseDetails details={{ receipt: field(''), model: field('Summit 90') }} />);
    expect(html).not.toContain('Receipt');
    expect(html).toContain('Summit 90');
  });
});
