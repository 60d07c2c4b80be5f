import { describe, expect, it } from 'vitest';
import { bookingScriptFor, rentleWidget } from './partner-scripts.ts';

const SCRIPT = 'https://booking.example.com/resize.js';

describe('rentleWidget', () => {
  it('is the configured script with its host and the shop id', () => {
    expect(rentleWidget({ rentleScriptUrl: 'https://cdn.rentle.io/embed/bundle.js', rentleShopId: 'kaira' }))
      .toEqual({ scriptUrl: 'https://cdn.rentle.io/embed/bundle.js', host: 'cdn.rentle.io', shopId: 'kaira' });
  });

  it('is null while no shop id is configured: booking is done in the stores', () => {
    expect(rentleWidget({ rentleScriptUrl: 'https://cdn.rentle.io/embed/bundle.js', rentleShopId: '' })).toBeNull();
  });
});

describe('bookingScriptFor', () => {
  it('names the script for content with an element whose id is etifr', () => {
    expect(bookingScriptFor('<p>Book</p><div id="etifr"></div>', { bookingResizeScriptUrl: SCRIPT })).toBe(SCRIPT);
    expect(bookingScriptFor('<section class="booking" id="etifr">x</section>', { bookingResizeScriptUrl: SCRIPT })).toBe(SCRIPT);
  });

  it('names nothing for other ids, the word in text or attributes, or without a configured script', () => {
    for (const html of ['<div id="etifr-2"></div>', '<p>id="etifr"</p>', '<p>&lt;div id="etifr"&gt;</p>', '<div class="etifr"></div>', '<div title="x id=etifr"></div>']) {
      expect(bookingScriptFor(html, { bookingResizeScriptUrl: SCRIPT }), html).toBeUndefined();
    }
    expect(bookingScriptFor('<div id="etifr"></div>', { bookingResizeScriptUrl: '' })).toBeUndefined();
  });
});
