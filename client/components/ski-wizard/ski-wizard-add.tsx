import { useState } from 'react';
import { nextMissingGroup, setPart, SKI_TYPE_OF_SPORT } from '../../../shared/ski-wizard/wizard-state.ts';
import type { ProductView, VariantView } from '../../../shared/types/product-page.ts';
import { ensureDictionaryPart } from '../../dictionary-parts.ts';
import { useNavigation } from '../../navigation/navigation-context.tsx';
import { wizardStore } from '../../state/ski-wizard-store.ts';
import { useSite } from '../../site-context.tsx';

interface SkiWizardAddProps {
  product: ProductView;
  variant: VariantView | null;
  /** The page's title of the product (brand and name). */
  name: string;
}

/**
 * cat 4 "Ski wizard add" on the product page of a model with ski wizard data:
 * stores the chosen variant as the sport's part of its group, then opens the
 * wizard at the next group still missing (skis, bindings, then boots), or at
 * its root when every group has its product. The product page loads this
 * lazily with the 'wizards' texts (decision 022: its JavaScript budget).
 */
function SkiWizardAdd({ product, variant, name }: SkiWizardAddProps) {
  const { t, href } = useSite();
  const { navigate } = useNavigation();
  const [needsSize, setNeedsSize] = useState(false);
  const wizard = product.skiWizard;
  if (!wizard) return null;

  const add = () => {
    if (!variant) return setNeedsSize(true);
    const colour = product.colors.find((entry) => entry.slug === variant.colorSlug);
    const image = variant.images[0] ?? colour?.images[0] ?? product.generalImages[0]?.path ?? '';
    const part = { variantId: variant.variantId, modelId: product.modelId, name, image, slug: product.slug };
    const store = wizardStore(wizard.sport);
    store.update((state) => setPart(state, wizard.group, part));
    const next = nextMissingGroup(store.getState());
    const root = href('skiWizardSport', { sport: SKI_TYPE_OF_SPORT[wizard.sport] });
    navigate(next ? `${root}?group=${next}` : root);
  };

  return (
    <div className="ski-wizard-add">
      <button type="button" className="button button--secondary" onClick={add} aria-describedby={needsSize ? 'ski-wizard-add-size' : undefined}>
        {t(`skiWizard.add.button.${wizard.group}`)}
      </button>
      {needsSize && !variant ? <p className="ski-wizard-add__size" id="ski-wizard-add-size" role="alert">{t('skiWizard.add.chooseSize')}</p> : null}
    </div>
  );
}

/**
 * The module as React.lazy takes it, once the wizard's texts are in the
 * dictionary; when they cannot load, the page goes on without the button.
 */
export const withTexts = ensureDictionaryPart('wizards').then(() => ({ default: SkiWizardAdd }), () => ({ default: () => null }));
