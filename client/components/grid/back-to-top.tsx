import { useEffect, useState } from 'react';
import { focusPageStart } from '../../navigation/page-arrival.ts';
import { useSite } from '../../site-context.tsx';
import { ChevronIcon } from '../icons.tsx';

/** Scrolls to the top and gives the page heading focus, so keyboard and screen reader users land there too. */
function backToTop(): void {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  // Without scrolling: focusing must not cut the smooth scroll short.
  focusPageStart();
}

/**
 * cat 2: a Back to top button when more than 12 products match (`visible`, the
 * parent's decision), shown once the page is scrolled past one viewport. Nothing
 * renders until an effect has measured the scroll, so hydration always matches.
 */
export function BackToTop({ visible }: { visible: boolean }) {
  const { t } = useSite();
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!visible) return;
    const measure = () => setScrolled(window.scrollY > window.innerHeight);
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure, { passive: true });
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [visible]);
  if (!visible || !scrolled) return null;
  return (
    <button type="button" className="back-to-top" onClick={backToTop}>
      <span className="back-to-top__icon"><ChevronIcon direction="down" /></span>
      {t('grid.backToTop')}
    </button>
  );
}
