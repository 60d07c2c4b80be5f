import { useEffect, useState } from 'react';
import { useSite } from '../../site-context.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';

/** Time each promo image shows (cat 9 carousel interval). */
const CAROUSEL_INTERVAL_MS = 5000;

/** Crop point of the data to an image position modifier; faces sit in the upper part of a photo. */
function cropClass(cropPoint: string): string {
  const crop = cropPoint === 'top' || cropPoint === 'faces' ? cropPoint : 'center';
  return `brand-carousel__image--${crop}`;
}

/** Whether the visitor asked for reduced motion; false on the server and in the first render. */
function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

interface BrandCarouselProps {
  images: Array<{ image: string; cropPoint: string }>;
  /** Names the carousel region (e.g. the brand). */
  label: string;
}

/**
 * The brand page's promo carousel (cat 2: 5 s per image, 3:2, cropped to faces
 * or centre). It waits while hovered or focused, never starts by itself under
 * reduced motion, and has a pause button and one button per image (WCAG 2.2.2).
 */
export function BrandCarousel({ images, label }: BrandCarouselProps) {
  const { t } = useSite();
  const [index, setIndex] = useState(0);
  // null: the visitor has not chosen, so motion follows their preference.
  const [chosenPlay, setChosenPlay] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reduced = useReducedMotion();
  const playing = chosenPlay ?? !reduced;
  const running = playing && !hovered && !focused && images.length > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % images.length), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, images.length]);

  if (images.length === 0) return null;
  const shown = Math.min(index, images.length - 1);
  return (
    <section className="brand-carousel" aria-roledescription={t('brandPage.carouselRole')} aria-label={label}
      onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => { if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false); }}>
      <div className="brand-carousel__frame">
        {images.map((image, position) => (
          <ResponsiveImage key={`${image.image}-${position}`}
            className={`brand-carousel__image ${cropClass(image.cropPoint)}${position === shown ? ' brand-carousel__image--active' : ''}`}
            src={image.image} alt="" width={720} height={480} sizes="(min-width: 900px) 720px, 100vw" maxWidth={1600} priority={position === 0} />
        ))}
      </div>
      {images.length > 1 ? (
        <div className="brand-carousel__controls">
          <button type="button" className="brand-carousel__play" onClick={() => setChosenPlay(!playing)}>
            {playing ? t('brandPage.pauseCarousel') : t('brandPage.playCarousel')}
          </button>
          <ul className="brand-carousel__dots">
            {images.map((image, position) => (
              <li key={`${image.image}-${position}`}>
                <button type="button" className="brand-carousel__dot" aria-current={position === shown ? 'true' : undefined}
                  aria-label={t('brandPage.showImage', { n: position + 1, count: images.length })}
                  onClick={() => setIndex(position)} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
