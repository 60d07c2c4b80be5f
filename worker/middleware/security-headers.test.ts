import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, KLARNA_HOSTS, klarnaCheckoutPolicy } from './security-headers.ts';

const directive = (policy: string, name: string): string[] =>
  policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe('content security policies', () => {
  it('keeps the shop pages to its own origin and nonce, with no Klarna host', () => {
    const policy = contentSecurityPolicy('abc');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy).not.toContain('klarna');
  });

  it('lets the Klarna checkout page load Klarna\'s scripts, frames, styles, images and calls while keeping the nonce', () => {
    const policy = klarnaCheckoutPolicy('abc');
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'", ...KLARNA_HOSTS]);
    for (const name of ['style-src', 'img-src', 'font-src', 'connect-src', 'frame-src']) {
      expect(directive(policy, name), name).toEqual(expect.arrayContaining(['https://*.klarna.com', 'https://*.klarnacdn.net']));
    }
  });

  it('gives the Klarna page no inline script without the nonce and nothing beyond Klarna in frames', () => {
    const policy = klarnaCheckoutPolicy('abc');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'frame-src')).toEqual(KLARNA_HOSTS);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds a page\'s partner origins to what a partner script needs, and nowhere else', () => {
    const policy = contentSecurityPolicy('abc', ['https://cdn.rentle.io']);
    for (const name of ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src']) {
      expect(directive(policy, name), name).toContain('https://cdn.rentle.io');
    }
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'", 'https://cdn.rentle.io']);
    for (const name of ['default-src', 'form-action', 'base-uri', 'frame-ancestors', 'object-src']) {
      expect(directive(policy, name), name).not.toContain('https://cdn.rentle.io');
    }
    expect(contentSecurityPolicy('abc')).not.toContain('rentle');
  });

  it('leaves the shop policy unchanged by building the Klarna one', () => {
    const before = contentSecurityPolicy('n');
    klarnaCheckoutPolicy('n');
    expect(contentSecurityPolicy('n')).toBe(before);
  });
});
