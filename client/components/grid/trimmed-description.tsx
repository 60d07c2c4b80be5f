import { useId, useState } from 'react';
import { trimAtSentence } from '../../../shared/grid/card-text.ts';
import { useSite } from '../../site-context.tsx';

interface TrimmedDescriptionProps {
  text: string;
  /** Characters shown below 900 px (cat 9: 300). */
  mobile: number;
  /** Characters shown from 900 px (cat 9: 500, brand page 700). */
  desktop: number;
}

/**
 * A long description cut at a sentence end (cat 9 trims) with Read more. Both
 * trims are rendered and CSS picks one at 900 px, so the first paint needs no
 * script and server and client render the same.
 */
export function TrimmedDescription({ text, mobile, desktop }: TrimmedDescriptionProps) {
  const { t } = useSite();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = trimAtSentence(text, mobile);
  const long = trimAtSentence(text, desktop);
  if (!text.trim()) return null;
  if (!short.trimmed && !long.trimmed) return <p className="trimmed-description__text">{short.text}</p>;
  // Trimmed on mobile only: desktop shows the whole text and needs no button.
  const toggleClass = long.trimmed ? 'trimmed-description__toggle' : 'trimmed-description__toggle trimmed-description__toggle--mobile';
  return (
    <div className="trimmed-description">
      <div id={id}>
        {expanded ? (
          <p className="trimmed-description__text">{text.trim()}</p>
        ) : (
          <>
            <p className="trimmed-description__text trimmed-description__text--mobile">{short.text}</p>
            <p className="trimmed-description__text trimmed-description__text--desktop">{long.text}</p>
          </>
        )}
      </div>
      <button type="button" className={toggleClass} aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {expanded ? t('grid.showLess') : t('grid.readMore')}
      </button>
    </div>
  );
}
