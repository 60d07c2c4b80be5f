import { numberFormat } from '../../../shared/intl-formats.ts';
import { LANGUAGE_DEFAULTS } from '../../../shared/languages.ts';
import { orderedDetails } from '../../../shared/product/details-order.ts';
import { readableBadgeColours } from '../../../shared/readable-colours.ts';
import type { PropertyView } from '../../../shared/types/product-page.ts';
import type { ListTag } from '../../../shared/types/product-list.ts';
import { useSite } from '../../site-context.tsx';

interface ProductDetailsProps {
  properties: PropertyView[];
  modelNumber: string;
  tags: ListTag[];
}

/**
 * The details list (cat 2 "properties and tags"): properties in the cat 9
 * order with the hidden slugs left out and the model number last, then the
 * tags, campaign tags linking to their campaign page.
 */
export function ProductDetails({ properties, modelNumber, tags }: ProductDetailsProps) {
  const { t, config } = useSite();
  const kinds = new Map(properties.map((property) => [property.slug, property.kind]));
  const locale = LANGUAGE_DEFAULTS[config.language].numberLocale;
  const shown = (slug: string, value: string) => {
    const kind = kinds.get(slug);
    if (kind === 'flag' && value === 'yes') return t('productContent.yes');
    const number = Number(value);
    return kind === 'number' && value.trim() !== '' && Number.isFinite(number) ? numberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }).format(number) : value;
  };
  const rows = orderedDetails(properties, modelNumber, t('productContent.modelNumber')).filter((row) => row.value.trim() !== '');
  return (
    <div className="product-details">
      {rows.length > 0 ? (
        <dl className="product-details__list">
          {rows.map((row) => (
            <div key={row.slug} className="product-details__row">
              <dt>{row.name}</dt>
              <dd>{shown(row.slug, row.value)}{row.unit ? ` ${row.unit}` : ''}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <ProductTags tags={tags} />
    </div>
  );
}

/** Tags in their own (readable) colours; a campaign tag links to /campaigns/{slug}/ (cat 2 Links). */
function ProductTags({ tags }: { tags: ListTag[] }) {
  const { t, href } = useSite();
  if (tags.length === 0) return null;
  return (
    <ul className="product-tags" aria-label={t('productContent.tags')}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          {tag.campaignSlug ? (
            <a className="product-tags__tag product-tags__tag--link" style={readableBadgeColours(tag.bgColor, tag.textColor)}
              href={href('campaign', { campaignSlug: tag.campaignSlug })}>{tag.name}</a>
          ) : (
            <span className="product-tags__tag" style={readableBadgeColours(tag.bgColor, tag.textColor)}>{tag.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
