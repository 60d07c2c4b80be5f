import { ANNOUNCER_ELEMENT_ID } from '../../shared/types/page.ts';

/**
 * Where a keyboard or screen reader user lands (WCAG 2.4.3, 4.1.3): a client
 * navigation removes the link that was followed, and focus with it, so the new
 * page's heading (else its main area) takes focus and the document's polite
 * live region says the new title, as a full page load would.
 */

/** Focuses the page's h1, else its main area, without scrolling: the scroll memory decides where the page stands. */
export function focusPageStart(): void {
  const target = document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main');
  if (!target) return;
  target.tabIndex = -1;
  target.focus({ preventScroll: true });
}

/** After a client navigation: the new title is said; focus moves unless a hash names the place to show. */
export function arriveAtPage(moveFocus: boolean): void {
  if (moveFocus) focusPageStart();
  const region = document.getElementById(ANNOUNCER_ELEMENT_ID);
  if (region) region.textContent = document.title;
}
