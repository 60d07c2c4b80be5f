import type { KeywordLink } from '../../../shared/product/keyword-links.ts';
import type { KeywordPopup } from '../../../shared/types/catalogue.ts';
import { useApi } from '../../hooks/use-api.ts';
import { useSite } from '../../site-context.tsx';
import { ModalDialog } from '../modal-dialog.tsx';

/** The keyword modal (cat 2): "Loading...", then the text and its link, or "Loading failed" (cat 8). */
export default function KeywordModal({ keyword, onClose }: { keyword: KeywordLink | null; onClose(): void }) {
  const { t, config, localHref } = useSite();
  const id = keyword?.id ?? null;
  // Keyed by url, so opening another keyword never shows the previous one's text.
  const fetched = useApi<KeywordPopup>(id === null ? null : `/api/keyword-popup/?${new URLSearchParams({ id: String(id), lang: config.language })}`,
    { label: 'Keyword popup could not be loaded' });
  // A keyword that failed before says "Loading..." again while it is asked again.
  const state = fetched.error && !fetched.isValidating ? { status: 'failed' as const }
    : fetched.data ? { status: 'done' as const, popup: fetched.data } : { status: 'loading' as const };

  const url = state.status === 'done' ? state.popup.url : '';
  return (
    <ModalDialog open={keyword !== null} className="keyword-modal" title={keyword?.keyword ?? ''} closeLabel={t('keyword.close')} onClose={onClose}>
      {state.status === 'loading' ? <p role="status">{t('keyword.loading')}</p> : null}
      {state.status === 'failed' ? <p role="alert" className="form-error">{t('keyword.failed')}</p> : null}
      {state.status === 'done' ? <p className="keyword-modal__text">{state.popup.text}</p> : null}
      {url ? <a className="keyword-modal__link" href={url.startsWith('/') && !url.startsWith('//') ? localHref(url) : url}>{t('keyword.readMore')}</a> : null}
    </ModalDialog>
  );
}
