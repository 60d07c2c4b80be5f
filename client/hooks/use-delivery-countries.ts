import useSWR from 'swr';
import type { DeliveryCountriesResponse } from '../../shared/types/locale.ts';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json() as Promise<T>;
}

/** Delivery countries and currencies for the locale modal, fetched only while it is open. */
export function useDeliveryCountries(language: string, enabled: boolean) {
  return useSWR<DeliveryCountriesResponse>(
    enabled ? `/api/delivery-countries/?language=${language}` : null,
    fetchJson,
    { revalidateOnFocus: false },
  );
}
