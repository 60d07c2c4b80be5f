import { Suspense, useEffect, useRef, useState } from 'react';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { lazyOnUse } from '../../lazy-on-use.ts';
import { useSite } from '../../site-context.tsx';
import { ChevronIcon } from '../icons.tsx';
import { GALLERY_WIDTH, MAX_THUMBNAILS, THUMB_WIDTH, sizedImage, thumbnailSplit } from './gallery-image.ts';

// The zoomed view and its texts load with its first opening (issue 19: the product page's JS budget).
const GalleryZoom = lazyOnUse(() => Promise.all([import('./gallery-zoom.tsx'), ensureDictionaryPart('productInfo')]).then(([module]) => module.GalleryZoom));

interface ProductGalleryProps {
  /** Image paths of the chosen colour (else the model's), first shown first. */
  images: string[];
  /** The product's name: the base of every alt text. */
  alt: string;
  /** A change (the colour) resets the gallery to the first image, collapsed and not zoomed (cat 4). */
  resetKey: string;
}

interface GalleryState { key: string; index: number; zoomed: boolean; expanded: boolean }
const initialState = (key: string): GalleryState => ({ key, index: 0, zoomed: false, expanded: false });

/** cat 4 Gallery: the main image (960 px), a zoomed view (1920 px) and 128 px thumbnails, 9 + '+N' when over 10. */
export function ProductGallery({ images, alt, resetKey }: ProductGalleryProps) {
  const { t } = useSite();
  const [stored, setState] = useState(() => initialState(resetKey));
  // Adjusted during render rather than in an effect, so the old colour's image never paints.
  if (stored.key !== resetKey) setState(initialState(resetKey));
  const state = stored.key === resetKey ? stored : initialState(resetKey);
  const update = (change: Partial<GalleryState>) => setState((previous) => ({ ...previous, ...change }));
  // Mounted from the first zoom on, so a closing dialog hands focus back as a native one does.
  const [zoomMounted, setZoomMounted] = useState(false);
  if (state.zoomed && !zoomMounted) setZoomMounted(true);

  const thumbs = useRef<HTMLUListElement>(null);
  const focusAfterExpand = useRef(false);
  useEffect(() => {
    if (!state.expanded || !focusAfterExpand.current) return;
    focusAfterExpand.current = false;
    // The '+N' button is gone: focus the first thumbnail it revealed.
    thumbs.current?.querySelectorAll('button')[MAX_THUMBNAILS - 1]?.focus();
  }, [state.expanded]);

  const count = images.length;
  if (count === 0) {
    return (
      <div className="product-gallery">
        <div className="product-gallery__main product-gallery__main--empty" role="img" aria-label={t('product.noImage')} />
      </div>
    );
  }
  const index = Math.min(state.index, count - 1);
  const imageAlt = (n: number) => (count > 1 ? t('product.imageAlt', { name: alt, n: n + 1, count }) : alt);
  const show = (next: number) => update({ index: (next + count) % count });
  // A thumbnail reached with the arrows is never hidden behind '+N'.
  const { shown, hidden } = thumbnailSplit(count, state.expanded || index >= MAX_THUMBNAILS - 1);

  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <button type="button" className="product-gallery__zoom-in" onClick={() => update({ zoomed: true })}>
          <img className="product-gallery__image" src={sizedImage(images[index], GALLERY_WIDTH)} alt={imageAlt(index)}
            width={GALLERY_WIDTH} height={GALLERY_WIDTH} fetchPriority={index === 0 ? 'high' : undefined} decoding="async" />
          <span className="visually-hidden">{t('product.zoomIn')}</span>
        </button>
        {count > 1 ? (
          <>
            <button type="button" className="product-gallery__step product-gallery__step--previous" onClick={() => show(index - 1)} aria-label={t('product.previousImage')}>
              <ChevronIcon direction="left" />
            </button>
            <button type="button" className="product-gallery__step product-gallery__step--next" onClick={() => show(index + 1)} aria-label={t('product.nextImage')}>
              <ChevronIcon direction="right" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className="product-gallery__thumbs" ref={thumbs} aria-label={t('product.images')}>
          {images.slice(0, shown).map((image, n) => (
            <li key={`${n}-${image}`}>
              <button type="button" className="product-gallery__thumb" aria-current={n === index ? 'true' : undefined} onClick={() => show(n)}
                aria-label={t('product.showImage', { n: n + 1, count })}>
                <img src={sizedImage(image, THUMB_WIDTH)} alt="" width={THUMB_WIDTH} height={THUMB_WIDTH} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
          {hidden > 0 ? (
            <li>
              <button type="button" className="product-gallery__more" aria-label={t('product.moreImages', { count: hidden })}
                onClick={() => { focusAfterExpand.current = true; update({ expanded: true }); }}>
                +{hidden}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
      {zoomMounted ? (
        <Suspense fallback={null}>
          <GalleryZoom open={state.zoomed} onClose={() => update({ zoomed: false })} src={images[index]} alt={imageAlt(index)}
            onStep={count > 1 ? (step) => show(index + step) : null} />
        </Suspense>
      ) : null}
    </div>
  );
}
