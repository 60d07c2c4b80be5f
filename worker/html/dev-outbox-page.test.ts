import { describe, expect, it } from 'vitest';
import { frameDocument, linkifyText } from './dev-outbox-page.ts';

describe('the dev outbox page\'s text part', () => {
  it('makes every http(s) address a link and escapes the rest', () => {
    expect(linkifyText('Confirm:\nhttp://localhost/a/?x=1&y=2\n<b>')).toBe('Confirm:\n<a href="http://localhost/a/?x=1&amp;y=2">http://localhost/a/?x=1&amp;y=2</a>\n&lt;b&gt;');
  });

  it('leaves a full stop or bracket after an address out of the link', () => {
    expect(linkifyText('(see https://kaira.fi/x/).')).toBe('(see <a href="https://kaira.fi/x/">https://kaira.fi/x/</a>).');
  });

  it('does not link other schemes', () => {
    expect(linkifyText('javascript:alert(1) mailto:a@b.c')).toBe('javascript:alert(1) mailto:a@b.c');
  });
});

describe('the dev outbox page\'s HTML frame', () => {
  it('opens the mail\'s links in the page, not inside the frame', () => {
    expect(frameDocument('<!doctype html><html><head><meta charset="utf-8"></head><body><a href="/x/">x</a></body></html>'))
      .toBe('<!doctype html><html><head><base target="_top"><meta charset="utf-8"></head><body><a href="/x/">x</a></body></html>');
    expect(frameDocument('<p>no head</p>')).toBe('<base target="_top"><p>no head</p>');
  });

  it('does not take a header element for the head', () => {
    expect(frameDocument('<header>Kaira</header>')).toBe('<base target="_top"><header>Kaira</header>');
  });
});
