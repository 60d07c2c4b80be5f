import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import AdminBar from './admin-bar.tsx';
import { AdminSlot } from '../../app.tsx';

/** The bar with the staff call's answer already known, as SWR has it after the fetch. */
const withAnswer = (answer: unknown, node: ReactNode) =>
  renderWithSite(<SWRConfig value={{ fallback: { '/api/staff/admin/': answer } }}>{node}</SWRConfig>);

const productPage = { page: 'product', props: { product: { modelId: 100 } } };

describe('an admin\'s "Open in admin" bar (core 3 admin context, decision 021)', () => {
  it('links the page shown to its back-office record, the visible text being its whole accessible name', () => {
    expect(withAnswer({ admin_url: 'https://admin.kaira.fi' }, <AdminBar page={productPage} />))
      .toBe('<p class="admin-bar"><a class="admin-link" href="https://admin.kaira.fi/models/100/">Open in admin</a></p>');
  });

  it('shows nothing without a back office address, before it is known, or on a page with no back-office record', () => {
    expect(withAnswer({ admin_url: null }, <AdminBar page={productPage} />)).toBe('');
    expect(renderWithSite(<AdminBar page={productPage} />)).toBe('');
    expect(withAnswer({ admin_url: 'https://admin.kaira.fi' }, <AdminBar page={{ page: 'front', props: {} }} />)).toBe('');
  });

  it('is not in the server render, which is the same for everyone (the user is known after hydration)', () => {
    expect(withAnswer({ admin_url: 'https://admin.kaira.fi' }, <AdminSlot page={productPage} />)).toBe('');
  });
});
