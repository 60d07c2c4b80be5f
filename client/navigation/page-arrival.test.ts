// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { ANNOUNCER_ELEMENT_ID } from '../../shared/types/page.ts';
import { arriveAtPage, focusPageStart } from './page-arrival.ts';

const announcer = () => document.getElementById(ANNOUNCER_ELEMENT_ID)!;

describe('arriving at a page after a client navigation', () => {
  beforeEach(() => {
    document.title = 'Shell jackets - Kaira Outdoor';
    document.body.innerHTML = `<div id="root"><header><a href="/en/">Home</a></header>
      <main id="main" tabindex="-1"><h1>Shell jackets</h1><a href="/en/x/">X</a></main></div>
      <p id="${ANNOUNCER_ELEMENT_ID}" aria-live="polite"></p>`;
  });

  it('focuses the page heading, made focusable by script only', () => {
    arriveAtPage(true);
    const heading = document.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('focuses the main area when the page has no heading yet', () => {
    document.querySelector('h1')!.remove();
    focusPageStart();
    expect(document.activeElement).toBe(document.getElementById('main'));
  });

  it('says the new title in the polite live region', () => {
    arriveAtPage(true);
    expect(announcer().textContent).toBe('Shell jackets - Kaira Outdoor');
  });

  it('leaves focus where it is when a hash names the place to show, and still says the title', () => {
    const link = document.querySelector<HTMLAnchorElement>('header a')!;
    link.focus();
    arriveAtPage(false);
    expect(document.activeElement).toBe(link);
    expect(announcer().textContent).toBe('Shell jackets - Kaira Outdoor');
  });
});
