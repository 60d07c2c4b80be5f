import { suggestedCountry } from '../../../shared/delivery/postal-code-format.ts';
import { LANGUAGE_DEFAULTS } from '../../../shared/languages.ts';
import { useDeliveryCountries } from '../../hooks/use-delivery-countries.ts';
import { useSite } from '../../site-context.tsx';
import type { FormValues } from './form-values.ts';

interface CountryOption { code: string; name: string }

interface AddressCountry {
  /** The address form's country: the order's delivery country (decision 018). */
  country: string;
  countryName: string;
  countries: CountryOption[];
  /** Another of the visitor's countries the typed postal code fits when it contradicts the chosen one. */
  suggestion: CountryOption | null;
}

/**
 * The payment page's delivery country: the visitor's delivery country (site
 * config) until the shopper picks another, the enabled countries to pick
 * from, and which country to offer when the postal code belongs elsewhere:
 * the geo-IP country, the language's own, then Finland, the shop's home.
 */
export function useAddressCountry(values: FormValues | null): AddressCountry {
  const { config } = useSite();
  const { data } = useDeliveryCountries(config.language, values !== null);
  const country = values?.country_code || config.deliveryCountryCode;
  const listed = data?.countries ?? [];
  // Until the list comes (or for a country it lacks), the chosen one stands alone, named as well as known.
  const own = { code: country, name: country === config.deliveryCountryCode ? config.deliveryCountryName : country.toUpperCase() };
  const countries = listed.some((entry) => entry.code === country) ? listed : [own, ...listed];
  const nameOf = (code: string) => countries.find((entry) => entry.code === code)?.name ?? null;
  const candidates = [config.geoIPCountryCode?.toLowerCase() ?? '', LANGUAGE_DEFAULTS[config.language].country, 'fi'].filter((code) => listed.some((entry) => entry.code === code));
  const suggested = values ? suggestedCountry(country, values.postal_code, candidates) : null;
  return {
    country,
    countryName: nameOf(country) ?? own.name,
    countries,
    suggestion: suggested ? { code: suggested, name: nameOf(suggested) ?? suggested } : null,
  };
}
