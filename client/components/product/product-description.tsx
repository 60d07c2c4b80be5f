import { Suspense, useMemo, useState, type MouseEvent } from 'react';
import { KEYWORD_ATTRIBUTE, linkKeywords, type KeywordLink } from '../../../shared/product/keyword-links.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { lazyOnUse } from '../../lazy-on-use.ts';

// The keyword modal and its call load with the first keyword opened (issue 19: the product page's JS budget).
const KeywordModal = lazyOnUse(() => Promise.all([import('./keyword-modal.tsx'), ensureDictionaryPart('productInfo')]).then(([module]) => module.default));

interface ProductDescriptionProps {
  /** The description HTML, sanitised on the worker. */
  html: string;
  keywords: KeywordLink[];
}

/**
 * The long description with keyword links (cat 2). The buttons are part of
 * the HTML string (shared/product/keyword-links.ts), the same on the worker
 * and in the browser; one click handler on the container opens the modal.
 */
export function ProductDescription({ html, keywords }: ProductDescriptionProps) {
  const linked = useMemo(() => linkKeywords(html, keywords), [html, keywords]);
  const [open, setOpen] = useState<KeywordLink | null>(null);
  // Mounted from the first opening on, so a closing dialog hands focus back as a native one does.
  const [modalMounted, setModalMounted] = useState(false);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = (event.target as Element).closest(`[${KEYWORD_ATTRIBUTE}]`);
    if (!target) return;
    const id = Number(target.getAttribute(KEYWORD_ATTRIBUTE));
    setModalMounted(true);
    setOpen({ id, keyword: target.textContent ?? '' });
  };

  return (
    <>
      {/* Clicks come from the keyword <button>s inside (keyboard activation fires click too). */}
      <div className="rich-text product-description" onClick={onClick} dangerouslySetInnerHTML={{ __html: linked }} />
      {modalMounted ? <Suspense fallback={null}><KeywordModal keyword={open} onClose={() => setOpen(null)} /></Suspense> : null}
    </>
  );
}
