import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchShop } from './helpers.ts';

describe('GET /api/?err=', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs the client report and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await fetchShop('/api/?err=chunk%20failed');
    expect(response.status).toBe(204);
    expect(warn).toHaveBeenCalledWith('Client page-load failure:', 'chunk failed', '');
  });

  it('keeps a long report to 500 characters', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fetchShop(`/api/?err=${'x'.repeat(2000)}`);
    expect((warn.mock.calls[0][1] as string).length).toBe(500);
  });
});
