import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import fi from '../../locales/fi.json' with { type: 'json' };
import { dictionaryOf } from '../../shared/route-paths.ts';
import { renderWithSite } from '../../tests/unit-helpers/test-site.tsx';
import { SkierAdvice } from '../components/ski-wizard/skier-advice.tsx';
import SkiWizardPage from './ski-wizard-page.tsx';
import SkiWizardSportPage from './ski-wizard-sport-page.tsx';

const texts = en.skiWizard;
const skier = { height: '180', weight: '80', age: '35', ability: '2', soleLength: '305' };

describe('the ski wizard pages on the server', () => {
  it('offers both sports with their explanations and links under the sport’s ski_type', () => {
    const html = renderWithSite(<SkiWizardPage />);
    expect(html).toContain(`<h1 class="page-heading">${texts.title}</h1>`);
    expect(html).toContain('href="/en/ski-wizard/laskettelu/"');
    expect(html).toContain('href="/en/ski-wizard/murto/"');
    expect(html).toContain(texts.sports.nordic.start);
    expect(html).toContain('NNN, Prolink, Turnamic or SNS');
  });

  it('localises the route prefix and keeps the sport slug in Finnish', () => {
    const html = renderWithSite(<SkiWizardPage />, { language: 'fi' }, dictionaryOf(fi));
    expect(html).toContain('href="/suksivelho/laskettelu/"');
    expect(html).toContain(fi.skiWizard.sports.alpine.start);
  });

  it('renders the skier step as the same frame for everyone: empty fields and no recommendation', () => {
    const html = renderWithSite(<SkiWizardSportPage sport="alpine" step={null} />);
    expect(html).toContain(texts.skier.fields.soleLength);
    expect(html).toContain('value=""');
    expect(html).not.toContain(texts.advice.din);
    expect(html).toContain(texts.summary.add);
  });

  it('asks for the skier information on a group step until it is filled in', () => {
    const html = renderWithSite(<SkiWizardSportPage sport="nordic" step="bindings" />);
    expect(html).toContain(texts.fillSkierInfo);
    expect(html).toContain('aria-current="step"');
    expect(html).not.toContain(texts.skier.fields.soleLength);
  });
});

describe('the skier advice', () => {
  it('shows the alpine length, the DIN value and the technician note for a plausible skier', () => {
    const html = renderWithSite(<SkierAdvice sport="alpine" draft={skier} />);
    expect(html).toContain(texts.advice.length);
    expect(html).toContain('170–180 cm');
    expect(html).toMatch(/data-testid="ski-wizard-din">\d+(\.\d+)?</);
    expect(html).toContain(texts.advice.technician);
  });

  it('shows nothing, and never a DIN, for an impossible height', () => {
    expect(renderWithSite(<SkierAdvice sport="alpine" draft={{ ...skier, height: '20' }} />)).toBe('');
  });

  it('shows the classic and skate lengths for nordic and no DIN', () => {
    const html = renderWithSite(<SkierAdvice sport="nordic" draft={{ ...skier, soleLength: '' }} />);
    expect(html).toContain(texts.advice.classicLength);
    expect(html).toContain(texts.advice.skateLength);
    expect(html).not.toContain(texts.advice.din);
  });
});
