import { useSite } from '../../site-context.tsx';

/**
 * "Open in admin" (cat 6, decision 021): a staff account's link into the
 * operator's back office. The server gives the address only to staff and
 * only when ADMIN_URL is set; this chunk and its text (the checkout part)
 * load only when there is one.
 */
export default function AdminLink({ href, name }: { href: string; name: string }) {
  const { t } = useSite();
  // The visible text starts the accessible name (WCAG 2.5.3), which tells the links of several tables apart.
  return <a className="admin-link" href={href} aria-label={t('staff.openInAdminNamed', { name })}>{t('staff.openInAdmin')}</a>;
}
