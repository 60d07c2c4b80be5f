import type { Locator, Page } from '@playwright/test';

/** What the focused element looks like: its tag, name and whether it draws the site's own focus ring (app.css). */
interface Focused { tag: string; label: string; siteRing: boolean }

function describeFocus(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    // The ring app.css draws: a 3 px solid outline on the element, or on its ::after (product cards draw it round the card).
    const ring = (style: CSSStyleDeclaration) => style.outlineStyle === 'solid' && style.outlineWidth === '3px';
    // A range slider draws it round its thumb (grid.css), which no script can read: it must at least hide the browser's.
    const slider = element.matches('input[type="range"]') && getComputedStyle(element).outlineStyle === 'none';
    return {
      tag: element.tagName,
      label: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      siteRing: ring(getComputedStyle(element)) || ring(getComputedStyle(element, '::after')) || slider,
    };
  });
}

interface TabOptions {
  /** Shift+Tab instead of Tab. */
  back?: boolean;
  /** Presses at most; reaching the end of the page (focus on the body) fails sooner. */
  limit?: number;
  /** Every element passed must draw the site's focus ring (off on pages the shop does not style: the test payment page). */
  checkRing?: boolean;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, the way a keyboard user
 * moves: no clicks. Fails if the page ends first (focus falls to the body) or
 * an element on the way shows a focus ring that is not the site's.
 */
export async function tabTo(page: Page, target: Locator, { back = false, limit = 150, checkRing = true }: TabOptions = {}): Promise<void> {
  const passed: string[] = [];
  await target.first().waitFor({ state: 'attached', timeout: 15_000 });
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await describeFocus(page);
    if (focused.tag === 'BODY') throw new Error(`the page ended before ${target} took focus; passed: ${passed.join(', ')}`);
    if (checkRing && !focused.siteRing) throw new Error(`${focused.label} does not show the site's focus ring`);
    if (await target.evaluateAll((elements) => elements.some((element) => element === document.activeElement))) return;
    passed.push(focused.label);
  }
  throw new Error(`${target} took no focus in ${limit} presses; passed: ${passed.join(', ')}`);
}

/** Presses an arrow key in the focused radio group until `radio` is checked (arrow keys wrap round a group). */
export async function arrowTo(page: Page, radio: Locator, limit = 30): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await radio.isChecked()) return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`${radio} was not checked after ${limit} arrow presses`);
}

/** Replaces the focused field's text by typing, as a keyboard user does. */
export async function typeOver(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}
