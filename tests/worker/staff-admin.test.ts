import { describe, expect, it } from 'vitest';
import { fetchShop } from './helpers.ts';
import { answered, sessionCookie, type Caller } from './staff-helpers.ts';

const adminAddress = async (as: Caller, adminUrl: string | undefined) =>
  fetchShop('/api/staff/admin/?lang=en', { headers: await sessionCookie(as), vars: { ADMIN_URL: adminUrl } });

describe('GET /api/staff/admin/ (core 3 admin context, decision 021)', () => {
  it('gives staff and admins the back office address without its trailing slash, never to be stored', async () => {
    for (const as of ['staff', 'admin'] as const) {
      const response = await adminAddress(as, ' https://admin.kaira.fi/shop/ ');
      expect(await answered(response, 200), as).toEqual({ admin_url: 'https://admin.kaira.fi/shop' });
      expect(response.headers.get('cache-control'), as).toContain('no-store');
    }
  });

  it('answers no address when ADMIN_URL is unset, empty or not an absolute http(s) URL, so no link leads nowhere', async () => {
    for (const unusable of [undefined, '', '/admin/', 'javascript:alert(1)', '//admin.kaira.fi', 'ftp://admin.kaira.fi']) {
      expect(await answered(await adminAddress('admin', unusable), 200), String(unusable)).toEqual({ admin_url: null });
    }
  });

  it('refuses guests, customers and organisation users with 403, telling them nothing of the address', async () => {
    for (const as of ['guest', 'customer', 'org'] as const) {
      const response = await adminAddress(as, 'https://admin.kaira.fi/');
      const body = await answered<{ error: { code: string } }>(response, 403);
      expect(JSON.stringify(body), as).not.toContain('admin.kaira.fi');
      expect(response.headers.get('cache-control'), as).toContain('no-store');
    }
  });
});
