import { swatchFill } from '../../../shared/colour-swatches.ts';
import { numberFormat } from '../../../shared/intl-formats.ts';
import { LANGUAGE_DEFAULTS } from '../../../shared/languages.ts';
import type { ListColour, ListTag } from '../../../shared/types/product-list.ts';
import { readableBadgeColours } from '../../../shared/readable-colours.ts';
import { useSite } from '../../site-context.tsx';

/** Dots shown before the rest are summed up as "+N" (keeps a small card on one line). */
const MAX_SWATCHES = 6;

/** The model's colours as dots; names are read out, the shown colour is ringed. */
export function CardSwatches({ colours, selected }: { colours: ListColour[]; selected: string | null }) {
  const { t } = useSite();
  if (colours.length === 0) return null;
  const shown = colours.slice(0, MAX_SWATCHES);
  const more = colours.length - shown.length;
  return (
    <ul className="card-swatches" aria-label={t('card.colours')}>
      {shown.map((colour) => (
        <li key={colour.slug} className={`card-swatches__dot${colour.slug === selected ? ' card-swatches__dot--selected' : ''}`}
          style={{ background: swatchFill(colour) || undefined }}>
          <span className="visually-hidden">{colour.name}</span>
        </li>
      ))}
      {more > 0 ? (
        <li className="card-swatches__more">
          <span aria-hidden="true">+{more}</span>
          <span className="visually-hidden">{t('card.moreColours', { count: more })}</span>
        </li>
      ) : null}
    </ul>
  );
}

/** Tag chips in their own colours; plain text, since the whole card is already one link. */
export function CardTags({ tags }: { tags: ListTag[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="card-tags">
      {tags.map((tag) => (
        <li key={tag.slug} className="card-tags__tag" style={readableBadgeColours(tag.bgColor, tag.textColor)}>
          {tag.name}
        </li>
      ))}
    </ul>
  );
}

/** "1,234 sold" in the language's number format; nothing when none sold. */
export function SoldAmount({ amount }: { amount: number }) {
  const { t, config } = useSite();
  if (amount <= 0) return null;
  const count = numberFormat(LANGUAGE_DEFAULTS[config.language].numberLocale).format(amount);
  return <p className="product-card__sold">{t('card.sold', { count })}</p>;
}
