import { LANGUAGES } from '../../../shared/languages.ts';
import { ENABLED_COUNTRY_CODES, EU_COUNTRY_CODES } from '../reference-countries.ts';
import { mapTexts, t, type Texts } from './texts/localised.ts';
import type { CatalogueImportInput } from '../import-format.ts';

type DeliveryMethod = NonNullable<CatalogueImportInput['deliveryMethods']>[number];
type CountryDays = NonNullable<CatalogueImportInput['countryDeliveryDays']>[number];
type Store = NonNullable<CatalogueImportInput['stores']>[number];

/**
 * The demo shop's delivery methods, which the delivery page quotes through
 * placeholders (content/pages/delivery.ts): free from 99 € in Finland and to the EU, Posti
 * home delivery and parcel lockers, store pickup at every store and express
 * pickup (pikanouto) at the stores that offer it. Åland (postal codes
 * 22000-22999) lies outside the EU VAT area: the demo shop does not ship there.
 */
const FREE_OVER = 99;
const MAINLAND_FINLAND = [{ from: '00000', to: '21999' }, { from: '23000', to: '99999' }];
const NORDIC_EU = ['se', 'dk', 'ee'];
const UK_AND_SWISS = ['gb', 'ch', 'li'];

/**
 * The countries each international method serves: the delivery page quotes
 * its figures per zone through placeholders over the same lists (decision 018).
 */
export const DELIVERY_ZONES = {
  nordicEu: NORDIC_EU,
  norway: ['no'],
  otherEu: EU_COUNTRY_CODES.filter((code) => code !== 'fi' && !NORDIC_EU.includes(code)),
  ukAndSwiss: UK_AND_SWISS,
  rest: ENABLED_COUNTRY_CODES.filter((code) => !EU_COUNTRY_CODES.includes(code) && code !== 'no' && !UK_AND_SWISS.includes(code)),
} as const;

const HOME_FI = t('Kotiinkuljetus (Posti)', 'Home delivery (Posti)', 'Hemleverans (Posti)', 'Lieferung nach Hause (Posti)', 'Livraison à domicile (Posti)', 'Доставка на дом (Posti)');
const LOCKER_FI = t('Pakettiautomaatti tai noutopiste', 'Parcel locker or pickup point', 'Paketautomat eller utlämningsställe', 'Paketautomat oder Abholstelle', 'Consigne à colis ou point relais', 'Постамат или пункт выдачи');
const ABROAD = t('Kansainvälinen toimitus', 'International delivery', 'Internationell leverans', 'Internationaler Versand', 'Livraison internationale', 'Международная доставка');
const STORE_PICKUP = t('Nouto myymälästä', 'Store pickup', 'Hämta i butik', 'Abholung in der Filiale', 'Retrait en magasin', 'Самовывоз из магазина');
const EXPRESS_PICKUP = t('Pikanouto', 'Express pickup', 'Expresshämtning', 'Expressabholung', 'Retrait express', 'Экспресс-самовывоз');

const withStore = (texts: Texts, store: Store): Texts => mapTexts((language) => `${texts[language]}: ${store.name}`);
const names = (texts: Texts) => Object.fromEntries(LANGUAGES.map((l) => [l, texts[l]])) as DeliveryMethod['names'];

export function buildDeliveryMethods(stores: readonly Store[]): DeliveryMethod[] {
  const { otherEu, rest } = DELIVERY_ZONES;
  const abroad = (id: number, countryCodes: string[], price: number, freeThreshold: number | null, sortOrder: number): DeliveryMethod =>
    ({ id, kind: 'home', storeId: null, price, freeThreshold, sortOrder, names: names(ABROAD), countryCodes });
  const retail = stores.filter((store) => store.type === 'retail');
  return [
    ...retail.filter((store) => store.pikanouto).map((store): DeliveryMethod => ({
      id: 100 + store.id, kind: 'express_pickup', storeId: store.id, price: 0, freeThreshold: null, sortOrder: 10 + (store.stockDisplayOrder ?? 0),
      names: names(withStore(EXPRESS_PICKUP, store)), countryCodes: ['fi'],
    })),
    ...retail.filter((store) => store.nouto).map((store): DeliveryMethod => ({
      id: 200 + store.id, kind: 'store_pickup', storeId: store.id, price: 0, freeThreshold: null, sortOrder: 20 + (store.stockDisplayOrder ?? 0),
      names: names(withStore(STORE_PICKUP, store)), countryCodes: ['fi'],
    })),
    { id: 2, kind: 'parcel_locker', storeId: null, price: 4.9, freeThreshold: FREE_OVER, sortOrder: 40, names: names(LOCKER_FI), countryCodes: ['fi'], postalRanges: MAINLAND_FINLAND },
    { id: 1, kind: 'home', storeId: null, price: 9.9, freeThreshold: FREE_OVER, sortOrder: 50, names: names(HOME_FI), countryCodes: ['fi'], postalRanges: MAINLAND_FINLAND },
    abroad(3, NORDIC_EU, 9.9, FREE_OVER, 60),
    abroad(4, ['no'], 9.9, null, 61),
    abroad(5, [...otherEu], 12.9, FREE_OVER, 62),
    abroad(6, UK_AND_SWISS, 19.9, null, 63),
    abroad(7, [...rest], 29.9, null, 64),
  ];
}

/**
 * Working days to every enabled country, as the delivery page states them:
 * Finland 1-3, the Nordic EU countries, Norway and Estonia 2-5, the rest of
 * the EU 3-7, the UK and Switzerland 4-8, elsewhere 5-14. Ski bundles (skis
 * mounted with bindings) leave 1-3 working days later everywhere.
 */
export function buildCountryDeliveryDays(): CountryDays[] {
  const standard = (code: string): [number, number] => {
    if (code === 'fi') return [1, 3];
    if (NORDIC_EU.includes(code) || code === 'no') return [2, 5];
    if (EU_COUNTRY_CODES.includes(code)) return [3, 7];
    if (UK_AND_SWISS.includes(code)) return [4, 8];
    return [5, 14];
  };
  return ENABLED_COUNTRY_CODES.flatMap((countryCode): CountryDays[] => {
    const [start, end] = standard(countryCode);
    return [
      { countryCode, shippingKey: 'standard', start, end },
      { countryCode, shippingKey: 'ski_bundle', start: 1, end: 3 },
    ];
  });
}
