import { useSite } from '../../site-context.tsx';

/** The Finnish-owned badge (cat 2, Finnish pages only: the page decides). The flag is decoration; the text says it. */
export function FinnishBadge() {
  const { t } = useSite();
  return (
    <p className="finnish-badge">
      <svg className="finnish-badge__flag" viewBox="0 0 18 11" width="27" height="16" aria-hidden="true" focusable="false">
        <rect width="18" height="11" fill="#fff" />
        <rect x="5" width="3" height="11" fill="#002f6c" />
        <rect y="4" width="18" height="3" fill="#002f6c" />
      </svg>
      <span>{t('productContent.finnishOwned')}</span>
    </p>
  );
}
