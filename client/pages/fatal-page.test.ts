import { describe, expect, it, vi } from 'vitest';
import { redirectFromErrorData } from './fatal-page.tsx';

describe('redirectFromErrorData', () => {
  it('reads a redirect from the error data JSON', () => {
    expect(redirectFromErrorData(JSON.stringify({ redirect: '/kassa/' }))).toBe('/kassa/');
  });

  it('refuses a redirect that leaves the shop', () => {
    expect(redirectFromErrorData(JSON.stringify({ redirect: 'https://evil.example/' }))).toBeNull();
    expect(redirectFromErrorData(JSON.stringify({ redirect: '//evil.example/' }))).toBeNull();
    expect(redirectFromErrorData(JSON.stringify({ redirect: '/\\evil.example/' }))).toBeNull();
  });

  it('logs unparseable data and does not redirect', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(redirectFromErrorData('{oops')).toBeNull();
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('has nothing to do without data', () => {
    expect(redirectFromErrorData(undefined)).toBeNull();
  });
});
