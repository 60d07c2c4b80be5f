import { useId } from 'react';
import { SIZE_MARKS } from '../../../shared/product/review-maths.ts';
import { useSite } from '../../site-context.tsx';

const MIN = SIZE_MARKS[0];
const MAX = SIZE_MARKS[SIZE_MARKS.length - 1];

/** The dictionary key of the mark nearest a size value (2 small ... 10 large). */
export function sizeMarkKey(value: number): string {
  const nearest = SIZE_MARKS.reduce((best, mark) => (Math.abs(mark - value) < Math.abs(best - value) ? mark : best), SIZE_MARKS[0]);
  return `reviewsList.size.${nearest}`;
}

const position = (value: number) => `${((Math.min(MAX, Math.max(MIN, value)) - MIN) / (MAX - MIN)) * 100}%`;

/**
 * The reviewers' average fit (cat 9): a five-mark scale from Small (2) to
 * Large (10) with a pointer at the mean. Read-only, so a meter with a text
 * value for screen readers rather than a slider they could try to move.
 */
export function SizeHint({ value }: { value: number }) {
  const { t } = useSite();
  const titleId = useId();
  const rounded = Math.round(value * 10) / 10;
  return (
    <div className="size-hint">
      <p id={titleId} className="size-hint__title">{t('reviewsList.sizeHintTitle')}</p>
      <div className="size-hint__scale" role="meter" aria-labelledby={titleId} aria-valuemin={MIN} aria-valuemax={MAX}
        aria-valuenow={rounded} aria-valuetext={t(sizeMarkKey(value))}>
        <span className="size-hint__track" aria-hidden="true">
          {SIZE_MARKS.map((mark) => <span key={mark} className="size-hint__mark" style={{ left: position(mark) }} />)}
          <span className="size-hint__pointer" style={{ left: position(value) }} />
        </span>
      </div>
      <p className="size-hint__labels" aria-hidden="true">
        <span>{t(`reviewsList.size.${MIN}`)}</span>
        <span>{t('reviewsList.size.6')}</span>
        <span>{t(`reviewsList.size.${MAX}`)}</span>
      </p>
    </div>
  );
}
