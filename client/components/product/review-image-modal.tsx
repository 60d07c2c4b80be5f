import { useSite } from '../../site-context.tsx';
import { ModalDialog } from '../modal-dialog.tsx';

export interface ReviewImage { url: string; alt: string }

/** The review image modal (cat 2 Modals): one customer photo, large; Esc, the close button or the backdrop close it. */
export function ReviewImageModal({ image, onClose }: { image: ReviewImage | null; onClose(): void }) {
  const { t } = useSite();
  return (
    <ModalDialog open={image !== null} className="review-image-modal" title={image?.alt ?? ''} closeLabel={t('reviewsList.closeImage')} onClose={onClose}>
      {image ? <img className="review-image-modal__image" src={image.url} alt={image.alt} /> : null}
    </ModalDialog>
  );
}
