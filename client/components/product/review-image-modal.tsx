import { useId } from 'react';
import { useModalDialog } from '../../hooks/use-modal-dialog.ts';
import { useSite } from '../../site-context.tsx';

export interface ReviewImage { url: string; alt: string }

/** The review image modal (cat 2 Modals): one customer photo, large; Esc, the close button or the backdrop close it. */
export function ReviewImageModal({ image, onClose }: { image: ReviewImage | null; onClose(): void }) {
  const { t } = useSite();
  const dialog = useModalDialog(image !== null);
  const titleId = useId();
  return (
    <dialog ref={dialog} className="modal review-image-modal" aria-labelledby={titleId} onClose={onClose}
      onClick={(event) => { if (event.target === dialog.current) onClose(); }}>
      <div className="modal__body">
        <div className="modal__header">
          <h2 id={titleId}>{image?.alt ?? ''}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('reviewsList.closeImage')}>×</button>
        </div>
        {image ? <img className="review-image-modal__image" src={image.url} alt={image.alt} /> : null}
      </div>
    </dialog>
  );
}
