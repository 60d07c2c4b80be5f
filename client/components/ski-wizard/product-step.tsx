import { useState } from 'react';
import { setPart, setSkier, type SkiGroup, type SkiSport, type WizardPart, type WizardState } from '../../../shared/ski-wizard/wizard-state.ts';
import { useApi } from '../../hooks/use-api.ts';
import { wizardStore } from '../../state/ski-wizard-store.ts';
import { useSite } from '../../site-context.tsx';
import { ProductChoice } from './product-choice.tsx';
import type { WizardProductsAnswer, WizardVariant } from '../../../shared/ski-wizard/wizard-api.ts';
import { recommendedSkiLength } from '../../../shared/ski-wizard/ski-length.ts';
import { validateSkier } from '../../../shared/ski-wizard/skier-schema.ts';
import { lengthRanges } from './ski-length-choice.ts';
import { fillSoleLength, readSoleFill, writeSoleFill } from './sole-fill.ts';
import { pageCount, productsUrl } from './wizard-products.ts';

interface ProductStepProps {
  sport: SkiSport;
  group: SkiGroup;
  state: WizardState;
  /** A product was chosen: the page moves on. */
  onChosen: (group: SkiGroup) => void;
}

/**
 * One group's step (issue 17 item 4): the group's products that fit the
 * parts chosen in the other groups, priced for the visitor's tax area and
 * shown in their currency, a page at a time. Choosing stores the part with
 * the sport's wizard (core 3); alpine boots also fill the skier's sole
 * length when the skier has not typed one (sole-fill.ts).
 */
export function ProductStep({ sport, group, state, onChosen }: ProductStepProps) {
  const { t, config } = useSite();
  const [page, setPage] = useState(1);
  const { data, error } = useApi<WizardProductsAnswer>(productsUrl(sport, group, state, config, page), { label: 'Ski wizard products could not be loaded' });
  const chosen = state[group];
  const skier = group === 'skis' ? validateSkier(state.skier, sport) : null;
  const ranges = skier?.ok ? lengthRanges(recommendedSkiLength(skier.request, sport)) : [];
  const filtered = group === 'skis' && (sport === 'alpine' ? state.bindings !== null : state.bindings !== null || state.boots !== null);

  const choose = (part: WizardPart, variant: WizardVariant) => {
    const store = wizardStore(sport);
    const skier = group === 'boots' && sport === 'alpine' ? fillSoleLength(store.getState().skier, variant.sole_length_mm, readSoleFill(sport)) : null;
    store.update((current) => (skier ? setSkier(setPart(current, group, part), skier) : setPart(current, group, part)));
    if (skier) writeSoleFill(sport, { mm: Number(skier.soleLength), boots: part.name });
    onChosen(group);
  };
  const remove = () => wizardStore(sport).update((current) => setPart(current, group, null));

  let list;
  if (error) list = <p className="ski-wizard__failed" role="alert">{t('skiWizard.products.failed')}</p>;
  else if (!data) list = <p role="status">{t('skiWizard.products.loading')}</p>;
  else if (data.products.length === 0) list = <p>{t(`skiWizard.products.empty.${group}`)}</p>;
  else {
    const pages = pageCount(data);
    list = (
      <>
        <p className="ski-wizard__count">{t('skiWizard.products.count', { count: data.total })}</p>
        <ul className="ski-wizard__products">
          {data.products.map((product) => (
            <li key={product.model_id}>
              <ProductChoice key={chosen?.variantId ?? 0} group={group} product={product} chosen={chosen?.modelId === product.model_id ? chosen : null} onChoose={choose} lengthRanges={ranges} />
            </li>
          ))}
        </ul>
        {pages > 1 ? (
          <nav className="ski-wizard__pages" aria-label={t('skiWizard.products.pages')}>
            <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>{t('skiWizard.products.previous')}</button>
            <span>{t('skiWizard.products.page', { page, pages })}</span>
            <button type="button" className="button button--secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>{t('skiWizard.products.next')}</button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <div className="ski-wizard__group">
      <p>
        {t(`skiWizard.steps.${group}.intro.${sport}`)}
        {filtered ? <> {t(`skiWizard.steps.skis.filtered.${sport}`)}</> : null}
      </p>
      {chosen ? (
        <p className="ski-wizard__chosen">
          {t('skiWizard.products.current', { name: chosen.name })}{' '}
          <button type="button" className="ski-wizard__link-button" onClick={remove}>{t(`skiWizard.products.remove.${group}`)}</button>
        </p>
      ) : null}
      {list}
    </div>
  );
}
