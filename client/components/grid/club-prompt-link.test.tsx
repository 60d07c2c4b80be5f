// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { dictionaryOf } from '../../../shared/route-paths.ts';
import { SiteProvider } from '../../site-context.tsx';
import { ClubPromptLink } from './price-tag.tsx';
import { TEST_SITE_CONFIG } from '../../../tests/unit-helpers/test-site.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CONFIG = { ...TEST_SITE_CONFIG, contactEmail: '' };

describe('ClubPromptLink in the browser', () => {
  it('sends a guest to login with the club reason and this page to come back to', async () => {
    history.replaceState(null, '', '/en/jackets/?sort=new');
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<SiteProvider config={CONFIG} dictionary={dictionaryOf(en)}><ClubPromptLink prompt="login" /></SiteProvider>));
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/en/accounts/login/?reason=club&next=%2Fen%2Fjackets%2F%3Fsort%3Dnew');
    act(() => root.unmount());
  });
});
