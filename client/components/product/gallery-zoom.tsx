import { useModalDialog } from '../../hooks/use-modal-dialog.ts';
import { useSite } from '../../site-context.tsx';
import { ChevronIcon } from '../icons.tsx';
import { ZOOM_WIDTH, sizedImage } from './gallery-image.ts';

interface GalleryZoomProps {
  open: boolean;
  onClose(): void;
  src: string;
  alt: string;
  /** Steps to the previous (-1) or next (1) image; null with one image. */
  onStep: ((step: -1 | 1) => void) | null;
}

/**
 * The zoomed gallery (cat 4 Gallery, cat 9: 1920 px): a native modal dialog,
 * so focus stays inside and Esc closes it; the image itself zooms back out.
 */
export function GalleryZoom({ open, onClose, src, alt, onStep }: GalleryZoomProps) {
  const { t } = useSite();
  const dialog = useModalDialog(open);
  return (
    <dialog ref={dialog} className="gallery-zoom" aria-label={alt} onClose={onClose}>
      {open ? (
        <>
          <button type="button" className="gallery-zoom__close" onClick={onClose} aria-label={t('galleryZoom.close')}>×</button>
          <button type="button" className="gallery-zoom__image-button" onClick={onClose}>
            <img className="gallery-zoom__image" src={sizedImage(src, ZOOM_WIDTH)} alt={alt} width={ZOOM_WIDTH} height={ZOOM_WIDTH} decoding="async" />
            <span className="visually-hidden">{t('galleryZoom.zoomOut')}</span>
          </button>
          {onStep ? (
            <>
              <button type="button" className="gallery-zoom__step gallery-zoom__step--previous" onClick={() => onStep(-1)} aria-label={t('product.previousImage')}>
                <ChevronIcon direction="left" />
              </button>
              <button type="button" className="gallery-zoom__step gallery-zoom__step--next" onClick={() => onStep(1)} aria-label={t('product.nextImage')}>
                <ChevronIcon direction="right" />
              </button>
            </>
          ) : null}
        </>
      ) : null}
    </dialog>
  );
}
