import { adminContextOf, adminPageUrl, type PageOfContext, type StaffAdminResponse } from '../../../shared/admin-context.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { fetchJson } from '../../hooks/api-fetcher.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useSite } from '../../site-context.tsx';

/** The staff call, with the staff texts (the checkout part) loaded beside it: the link shows only once both are there. */
const withStaffTexts = (key: string) => Promise.all([fetchJson<StaffAdminResponse>(key), ensureDictionaryPart('checkout')]).then(([answer]) => answer);

/**
 * An admin's "Open in admin" link to the page shown (core 3 admin context,
 * decision 021), loaded only for an admin (AdminSlot in client/app.tsx).
 * The back office's address comes from a staff-only call, once per visit;
 * without one (ADMIN_URL unset or unusable, or a role revoked: 403), or on
 * a page with no back-office record, there is no link.
 */
export default function AdminBar({ page }: { page: PageOfContext }) {
  const { t } = useSite();
  const { data } = useApi<StaffAdminResponse>('/api/staff/admin/', { immutable: true, fetcher: withStaffTexts, label: 'The back office address could not be loaded' });
  const href = data?.admin_url ? adminPageUrl(data.admin_url, adminContextOf(page)) : null;
  if (!href) return null;
  return <p className="admin-bar"><a className="admin-link" href={href}>{t('staff.openInAdmin')}</a></p>;
}
