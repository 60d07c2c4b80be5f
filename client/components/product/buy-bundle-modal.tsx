import { useId, useState, type FormEvent } from 'react';
import type { BundleVariant, BundleView } from '../../../shared/types/product-extra.ts';
import { useModalDialog } from '../../hooks/use-modal-dialog.ts';
import { useSite } from '../../site-context.tsx';

/** Every model of the bundle has a variant left to sell (cat 5 keeps only those in stock or on order). */
export function bundleAvailable(bundle: BundleView): boolean {
  return bundle.secondary_product_models.length > 0 && bundle.secondary_product_models.every((model) => model.variants.length > 0);
}

/**
 * cat 4 Bundle modal: when no model has more than one variant there is
 * nothing to choose, so the bundle is added at once with these variant ids;
 * null when the shopper has to choose (or nothing can be sold).
 */
export function autoBundleVariants(bundle: BundleView): number[] | null {
  if (!bundleAvailable(bundle)) return null;
  if (bundle.secondary_product_models.some((model) => model.variants.length > 1)) return null;
  return bundle.secondary_product_models.map((model) => model.variants[0].id);
}

/** The choices a select starts with: a lone variant is chosen already, the rest wait for the shopper. */
export function initialBundleChoices(bundle: BundleView): Record<number, string> {
  return Object.fromEntries(bundle.secondary_product_models.map((model) => [model.id, model.variants.length === 1 ? String(model.variants[0].id) : '']));
}

interface BuyBundleModalProps {
  bundle: BundleView;
  open: boolean;
  onClose(): void;
  onConfirm(variantIds: number[]): void;
}

/** The buy-bundle modal (cat 2 Modals): one select per model, only the bundle's sellable variants, then add. */
export function BuyBundleModal({ bundle, open, onClose, onConfirm }: BuyBundleModalProps) {
  const { t } = useSite();
  const dialog = useModalDialog(open);
  const titleId = useId();
  const fieldId = useId();
  const [choices, setChoices] = useState(() => initialBundleChoices(bundle));
  const variantLabel = (variant: BundleVariant) => {
    const label = [variant.colour, variant.size, variant.type].filter(Boolean).join(' / ') || t('bundles.oneVariant');
    return variant.inStock ? label : `${label} (${t('bundles.onOrder')})`;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ids = bundle.secondary_product_models.map((model) => Number(choices[model.id]));
    if (ids.some((id) => !id)) return;
    onConfirm(ids);
  };
  return (
    <dialog ref={dialog} className="modal buy-bundle-modal" aria-labelledby={titleId} onClose={onClose}
      onClick={(event) => { if (event.target === dialog.current) onClose(); }}>
      <form className="modal__body" onSubmit={submit}>
        <div className="modal__header">
          <h2 id={titleId}>{t('bundles.chooseTitle', { name: bundle.name })}</h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('bundles.close')}>×</button>
        </div>
        {bundle.secondary_product_models.map((model) => (
          <div key={model.id} className="field">
            <label className="field__label" htmlFor={`${fieldId}-${model.id}`}>{model.manufacturer} {model.name}</label>
            <select id={`${fieldId}-${model.id}`} required value={choices[model.id] ?? ''}
              onChange={(event) => setChoices({ ...choices, [model.id]: event.target.value })}>
              {model.variants.length > 1 ? <option value="">{t('bundles.chooseVariant')}</option> : null}
              {model.variants.map((variant) => <option key={variant.id} value={variant.id}>{variantLabel(variant)}</option>)}
            </select>
          </div>
        ))}
        <button type="submit" className="button button--primary">{t('bundles.addToCart')}</button>
      </form>
    </dialog>
  );
}
