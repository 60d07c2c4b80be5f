/**
 * schema.org SportingGoodsStore (a LocalBusiness) for a store page (issue 18
 * item 3): address, coordinates, contact and opening hours, the week grouped
 * by equal hours and each listed exception day as a special day. A day
 * closed all day opens and closes at 00:00, as search engines read it.
 */
import type { StoreView } from '../../shared/types/store-page.ts';
import type { DayHours, Weekday } from '../../shared/stores/opening-hours.ts';

const DAY_NAMES: Record<Weekday, string> = {
  1: 'Monday', 2: 'Tuesday', 3: 'Wednesday', 4: 'Thursday', 5: 'Friday', 6: 'Saturday', 7: 'Sunday',
};

function weekSpecifications(store: StoreView): unknown[] {
  const byHours = new Map<string, { hours: DayHours; days: Weekday[] }>();
  for (const { weekday, opens, closes } of [...store.week].sort((a, b) => a.weekday - b.weekday)) {
    const key = `${opens}-${closes}`;
    const entry = byHours.get(key) ?? { hours: { opens, closes }, days: [] };
    entry.days.push(weekday);
    byHours.set(key, entry);
  }
  return [...byHours.values()].map(({ hours, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => `https://schema.org/${DAY_NAMES[day]}`),
    opens: hours.opens,
    closes: hours.closes,
  }));
}

export interface StoreJsonLdInput {
  store: StoreView;
  /** The brand the store belongs to (BRAND_NAME). */
  brand: string;
  pageUrl: string;
  imageUrl: string | null;
}

export function storeJsonLd({ store, brand, pageUrl, imageUrl }: StoreJsonLdInput): unknown {
  return {
    '@context': 'https://schema.org',
    '@type': 'SportingGoodsStore',
    '@id': `${pageUrl}#store`,
    name: `${brand} ${store.name}`,
    url: pageUrl,
    ...(imageUrl ? { image: imageUrl } : {}),
    ...(store.description ? { description: store.description } : {}),
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.streetAddress,
      postalCode: store.postalCode,
      addressLocality: store.city,
      addressCountry: store.countryCode.toUpperCase(),
    },
    ...(store.latitude !== null && store.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude } }
      : {}),
    parentOrganization: { '@type': 'Organization', name: brand },
    openingHoursSpecification: [
      ...weekSpecifications(store),
      ...store.exceptions.map((exception) => ({
        '@type': 'OpeningHoursSpecification',
        ...(exception.note ? { name: exception.note } : {}),
        validFrom: exception.day,
        validThrough: exception.day,
        opens: exception.hours?.opens ?? '00:00',
        closes: exception.hours?.closes ?? '00:00',
      })),
    ],
  };
}
