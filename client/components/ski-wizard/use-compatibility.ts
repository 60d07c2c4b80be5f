import { useEffect } from 'react';
import {
  applyCompatibility, partVariantIds, type CompatibleProductsAnswer, type SkiSport, type WizardState,
} from '../../../shared/ski-wizard/wizard-state.ts';
import { useApi } from '../../hooks/use-api.ts';
import { wizardStore } from '../../state/ski-wizard-store.ts';
import { useSite } from '../../site-context.tsx';
import { compatibilityUrl } from './wizard-products.ts';

/**
 * Asks GET /api/compatible_products/ (core 7) whenever the chosen parts
 * change and keeps its answer (compatibility and the package's prices) with
 * the sport's wizard (core 3). An answer for parts chosen before is dropped
 * by applyCompatibility. `failed`: the call failed, so there is no price.
 */
export function useCompatibility(sport: SkiSport, state: WizardState): { failed: boolean } {
  const { config } = useSite();
  const url = compatibilityUrl(sport, state, config);
  const { data, error } = useApi<CompatibleProductsAnswer>(url, { label: 'Ski package compatibility could not be loaded' });
  const ids = partVariantIds(state).join(',');
  useEffect(() => {
    if (!data || !ids) return;
    const asked = ids.split(',').map(Number);
    wizardStore(sport).update((current) => applyCompatibility(current, data, asked));
  }, [data, ids, sport]);
  return { failed: url !== null && error !== undefined };
}
