import type { CatalogueImportInput } from '../import-format.ts';
import type { ImageRegistry } from './image-jobs.ts';
import { STORE_DETAILS } from './store-details.ts';

type Store = NonNullable<CatalogueImportInput['stores']>[number];

export const RETAIL_STORE_IDS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The online warehouse: cat 9 knows it by the slug 'product'. */
export const WEB_STORE_ID = 8;
/** Cat 9: store 20 is the central warehouse, whose availability equals total stock. */
export const WAREHOUSE_ID = 20;

const RETAIL: Omit<Store, 'type' | 'image'>[] = [
  { id: 1, slug: 'helsinki', name: 'Helsinki Kamppi', shortName: 'Helsinki', pikanouto: true, nouto: true, stockDisplayOrder: 1,
    streetAddress: 'Urho Kekkosen katu 4', postalCode: '00100', city: 'Helsinki', phone: '+358 9 4250 3100', email: 'helsinki@kaira.fi' },
  { id: 2, slug: 'tampere', name: 'Tampere Ratina', shortName: 'Tampere', pikanouto: true, nouto: true, stockDisplayOrder: 2,
    streetAddress: 'Vuolteenkatu 1', postalCode: '33100', city: 'Tampere', phone: '+358 3 3120 4400', email: 'tampere@kaira.fi' },
  { id: 3, slug: 'turku', name: 'Turku Kauppatori', shortName: 'Turku', pikanouto: true, nouto: true, stockDisplayOrder: 3,
    streetAddress: 'Eerikinkatu 17', postalCode: '20100', city: 'Turku', phone: '+358 2 2750 1800', email: 'turku@kaira.fi' },
  { id: 4, slug: 'oulu', name: 'Oulu Valkea', shortName: 'Oulu', pikanouto: false, nouto: true, stockDisplayOrder: 4,
    streetAddress: 'Isokatu 25', postalCode: '90100', city: 'Oulu', phone: '+358 8 5620 3300', email: 'oulu@kaira.fi' },
  { id: 5, slug: 'jyvaskyla', name: 'Jyväskylä Kauppakatu', shortName: 'Jyväskylä', pikanouto: true, nouto: true, stockDisplayOrder: 5,
    streetAddress: 'Kauppakatu 31', postalCode: '40100', city: 'Jyväskylä', phone: '+358 14 3380 700', email: 'jyvaskyla@kaira.fi' },
  { id: 6, slug: 'kuopio', name: 'Kuopio Matkus', shortName: 'Kuopio', pikanouto: false, nouto: true, stockDisplayOrder: 6,
    streetAddress: 'Matkuksentie 60', postalCode: '70800', city: 'Kuopio', phone: '+358 17 2880 450', email: 'kuopio@kaira.fi' },
  { id: 7, slug: 'rovaniemi', name: 'Rovaniemi Revontuli', shortName: 'Rovaniemi', pikanouto: false, nouto: true, stockDisplayOrder: 7,
    streetAddress: 'Koskikatu 25', postalCode: '96200', city: 'Rovaniemi', phone: '+358 16 3410 900', email: 'rovaniemi@kaira.fi' },
];

export function stores(images: ImageRegistry): Store[] {
  return [
    ...RETAIL.map((store) => ({ ...store, ...STORE_DETAILS[store.slug], type: 'retail' as const, image: images.store(store.slug, store.name) })),
    { id: WEB_STORE_ID, slug: 'product', name: 'Verkkokauppa', shortName: 'Verkkokauppa', type: 'web', pikanouto: false, nouto: false,
      stockDisplayOrder: 0, streetAddress: 'Teollisuustie 12', postalCode: '01510', city: 'Vantaa', phone: '+358 20 7410 800',
      email: 'asiakaspalvelu@kaira.fi', image: images.store('web-store', 'Kaira verkkokauppa') },
    { id: WAREHOUSE_ID, slug: 'central-warehouse', name: 'Keskusvarasto', shortName: 'Keskusvarasto', type: 'warehouse', pikanouto: false,
      nouto: false, stockDisplayOrder: 8, streetAddress: 'Teollisuustie 12', postalCode: '01510', city: 'Vantaa', phone: '', email: '',
      image: images.store('central-warehouse', 'Kaira keskusvarasto') },
  ];
}
