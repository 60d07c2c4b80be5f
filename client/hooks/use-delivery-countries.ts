import type { DeliveryCountriesResponse } from '../../shared/types/locale.ts';
import { useApi } from './use-api.ts';

/** Delivery countries and currencies for the locale modal, fetched only while it is open; the same for the whole visit. */
export function useDeliveryCountries(language: string, enabled: boolean) {
  return useApi<DeliveryCountriesResponse>(enabled ? `/api/delivery-countries/?language=${language}` : null, { immutable: true });
}
