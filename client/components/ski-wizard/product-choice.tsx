import { useState } from 'react';
import type { SkiGroup, WizardPart } from '../../../shared/ski-wizard/wizard-state.ts';
import { useSite } from '../../site-context.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';
import type { WizardProduct, WizardVariant } from '../../../shared/ski-wizard/wizard-api.ts';
import { useWizardMoney } from './use-wizard-money.ts';
import type { LengthRange } from '../../../shared/ski-wizard/ski-length.ts';
import { isRecommendedLength } from './ski-length-choice.ts';
import { defaultVariant, partOf, productName } from './wizard-products.ts';

interface ProductChoiceProps {
  group: SkiGroup;
  product: WizardProduct;
  /** The part now chosen for the group, if any. */
  chosen: WizardPart | null;
  /** The part as the wizard keeps it, and the variant it came from (its sole length may fill the skier's). */
  onChoose: (part: WizardPart, variant: WizardVariant) => void;
  /** Skis: the skier's recommended length ranges (none until the skier information is complete). */
  lengthRanges?: ReadonlyArray<LengthRange>;
}

/**
 * One product of a step: image, name, price, its lengths or sizes, and
 * "Choose". A size that does not fit the parts chosen in the other groups
 * says so (cat 5) and cannot be chosen. The price is the variant's own (what
 * the package charges for it) once one is picked or chosen; until then a
 * product whose sizes cost different amounts shows its lowest as "from".
 * With the skier's recommended lengths, the card starts on the length
 * closest to their middle and marks the lengths inside them.
 */
export function ProductChoice({ group, product, chosen, onChoose, lengthRanges = [] }: ProductChoiceProps) {
  const { t, localHref } = useSite();
  const money = useWizardMoney();
  const [variantId, setVariantId] = useState(() => defaultVariant(product, chosen, lengthRanges)?.id ?? 0);
  const [picked, setPicked] = useState(false);
  const variant = product.variants.find((candidate) => candidate.id === variantId) ?? null;
  const isChosen = chosen !== null && chosen.variantId === variantId;
  const id = `ski-wizard-${group}-${product.model_id}`;
  const incompatible = variant !== null && !variant.compatible;
  const own = variant !== null && (picked || chosen !== null || !product.price_varies);
  const price = own ? variant.price : product.price;
  const reduced = price.regular > price.active;
  const active = own || !product.price_varies ? money(price.active) : t('skiWizard.products.priceFrom', { price: money(price.active) });

  return (
    <article className={isChosen ? 'ski-choice ski-choice--chosen' : 'ski-choice'} aria-labelledby={`${id}-name`}>
      <ResponsiveImage className="ski-choice__image" src={product.image} alt="" width={160} height={160} sizes="120px" maxWidth={320} />
      <h3 className="ski-choice__name" id={`${id}-name`}>
        <a href={product.url.startsWith('/') ? localHref(product.url) : product.url}>
          {productName(product)}
        </a>
      </h3>
      <p className="ski-choice__price">
        <span className={reduced ? 'ski-choice__price-active ski-choice__price-active--reduced' : 'ski-choice__price-active'}>{active}</span>
        {reduced ? <> <s className="ski-choice__price-regular">{money(price.regular)}</s></> : null}
      </p>
      {product.variants.length > 1 ? (
        <div className="form-field">
          <label className="form-field__label" htmlFor={`${id}-variant`}>{t(`skiWizard.products.variant.${group}`)}</label>
          <select id={`${id}-variant`} className="form-field__input" value={variantId}
            aria-describedby={incompatible ? `${id}-incompatible` : undefined}
            onChange={(event) => { setVariantId(Number(event.target.value)); setPicked(true); }}>
            {product.variants.map((option) => {
              const recommended = isRecommendedLength(option, lengthRanges);
              return (
              <option key={option.id} value={option.id} className={recommended ? 'ski-choice__option--recommended' : undefined}>
                {option.label || t('skiWizard.products.oneSize')}{recommended ? ` (${t('skiWizard.products.recommendedLength')})` : ''}{option.compatible ? '' : ` (${t('skiWizard.products.incompatibleOption')})`}{option.in_stock ? '' : ` (${t('skiWizard.products.outOfStock')})`}
              </option>
              );
            })}
          </select>
        </div>
      ) : variant ? (
        <p className={isRecommendedLength(variant, lengthRanges) ? 'ski-choice__variant ski-choice__variant--recommended' : 'ski-choice__variant'}>
          {variant.label || t('skiWizard.products.oneSize')}{isRecommendedLength(variant, lengthRanges) ? ` (${t('skiWizard.products.recommendedLength')})` : ''}
        </p>
      ) : null}
      {incompatible ? <p className="ski-choice__incompatible" id={`${id}-incompatible`}>{t('skiWizard.incompatible')}</p> : null}
      <button type="button" className={isChosen ? 'button button--secondary' : 'button button--primary'}
        disabled={!variant || incompatible} aria-describedby={`${id}-name`}
        onClick={() => variant && onChoose(partOf(product, variant), variant)}>
        {t(isChosen ? 'skiWizard.products.chosen' : 'skiWizard.products.choose')}
      </button>
    </article>
  );
}
