import { useId, type ReactNode } from 'react';
import { swatchFill } from '../../../shared/colour-swatches.ts';
import { optionAvailability, type Selection } from '../../../shared/product/variant-selection.ts';
import type { ProductView, VariantView } from '../../../shared/types/product-page.ts';
import { useSite } from '../../site-context.tsx';

type OptionAxis = 'color' | 'size' | 'type';

interface VariantOptionsProps {
  product: ProductView;
  selection: Selection;
  onChoose(axis: OptionAxis, value: string): void;
  isOrderable(variant: VariantView): boolean;
  /** The size-table link (helper "content"), shown beside the sizes. */
  sizeTableLink?: ReactNode;
}

interface Choice { value: string; label: string; swatch?: string }

/**
 * The colour, size and type selectors (cat 4 Variant selection): native radio
 * groups, so arrow keys and screen readers work as for any radio group. A value
 * with no orderable variant in the current combination stays selectable but is
 * marked not available, in the style and in words.
 */
export function VariantOptions({ product, selection, onChoose, isOrderable, sizeTableLink }: VariantOptionsProps) {
  const { t } = useSite();
  const id = useId();
  const group = (axis: OptionAxis, legend: string, choices: Choice[], extra?: ReactNode) => {
    if (choices.length === 0) return null;
    const available = optionAvailability(product, selection, axis, isOrderable);
    const chosen = choices.find((choice) => choice.value === selection[axis]);
    return (
      <fieldset className={`variant-options__group variant-options__group--${axis}`}>
        <legend className="variant-options__legend">
          {legend}
          {chosen ? <span className="variant-options__chosen">: {chosen.label}</span> : null}
        </legend>
        {extra ? <div className="variant-options__extra">{extra}</div> : null}
        <div className="variant-options__choices">
          {choices.map((choice) => {
            const orderable = available.get(choice.value) !== false;
            return (
              <label key={choice.value} title={choice.swatch !== undefined ? choice.label : undefined}
                className={`variant-option variant-option--${axis}${orderable ? '' : ' variant-option--unavailable'}`}>
                <input type="radio" className="variant-option__input" name={`${id}-${axis}`} value={choice.value}
                  checked={selection[axis] === choice.value} onChange={() => onChoose(axis, choice.value)} />
                {choice.swatch !== undefined ? (
                  <>
                    <span className="variant-option__swatch" aria-hidden="true" style={choice.swatch ? { background: choice.swatch } : undefined} />
                    <span className="visually-hidden">{choice.label}</span>
                  </>
                ) : (
                  <span className="variant-option__label">{choice.label}</span>
                )}
                {orderable ? null : <span className="visually-hidden"> ({t('product.notAvailable')})</span>}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  };

  const colours = product.colors.filter((colour) => colour.slug !== '').map((colour) => ({
    value: colour.slug,
    label: colour.name,
    // The colour the images are drawn in; with neither hex nor a known group, the neutral gradient of the CSS.
    swatch: swatchFill(colour),
  }));
  const sizes = product.sizes.filter((size) => size !== '').map((size) => ({ value: size, label: size }));
  const types = product.types.filter((type) => type.slug !== '').map((type) => ({ value: type.slug, label: type.name }));

  return (
    <div className="variant-options">
      {group('color', t('product.colour'), colours)}
      {group('size', t('product.size'), sizes, sizeTableLink)}
      {/* A type's title names the axis itself (e.g. "Length"), when the catalogue gives one. */}
      {group('type', product.types[0]?.title || t('product.type'), types)}
    </div>
  );
}
