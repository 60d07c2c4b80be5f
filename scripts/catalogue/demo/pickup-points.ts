import type { CatalogueImportInput } from '../import-format.ts';

type PickupPoint = NonNullable<CatalogueImportInput['pickupPoints']>[number];

/** The demo's parcel-locker method (delivery-methods.ts): mainland Finland only. */
export const DEMO_LOCKER_METHOD_ID = 2;

/**
 * Parcel lockers of the demo shop, a handful per town from Helsinki to
 * Rovaniemi, written out rather than drawn at random so a shopper's search
 * always finds the same points. None on Åland (22xxx): the locker method
 * does not deliver there.
 */
const LOCKERS: ReadonlyArray<readonly [postalCode: string, city: string, points: ReadonlyArray<readonly [name: string, address: string]>]> = [
  ['00100', 'Helsinki', [['K-Market Kamppi', 'Urho Kekkosen katu 1'], ['Alepa Fredrikinkatu', 'Fredrikinkatu 34']]],
  ['00180', 'Helsinki', [['K-Supermarket Ruoholahti', 'Itämerenkatu 21'], ['Alepa Jätkäsaari', 'Välimerenkatu 6']]],
  ['00510', 'Helsinki', [['K-Market Vallila', 'Mäkelänkatu 52'], ['Alepa Alppila', 'Sturenkatu 27']]],
  ['02100', 'Espoo', [['S-market Tapiola', 'Tapiontori 1'], ['K-Market Tapiola', 'Kauppamiehentie 1']]],
  ['02600', 'Espoo', [['Sello', 'Leppävaarankatu 3'], ['K-Supermarket Leppävaara', 'Hevosenkenkä 3']]],
  ['01300', 'Vantaa', [['Dixi Tikkurila', 'Ratatie 11'], ['K-Citymarket Tikkurila', 'Tikkurilantie 44'], ['S-market Tikkurila', 'Asematie 2']]],
  ['33100', 'Tampere', [['Stockmann Tampere', 'Hämeenkatu 4'], ['Koskikeskus', 'Hatanpään valtatie 1']]],
  ['33500', 'Tampere', [['Prisma Kaleva', 'Sammonkatu 75'], ['K-Market Tammela', 'Tammelan puistokatu 30']]],
  ['20100', 'Turku', [['Hansakortteli', 'Yliopistonkatu 22'], ['K-Market Puutori', 'Brahenkatu 14'], ['Sale Aurakatu', 'Aurakatu 10']]],
  ['90100', 'Oulu', [['Valkea', 'Isokatu 25'], ['K-Market Rotuaari', 'Kirkkokatu 11'], ['Sale Hallituskatu', 'Hallituskatu 36']]],
  ['40100', 'Jyväskylä', [['Forum', 'Asemakatu 7'], ['K-Market Kauppakatu', 'Kauppakatu 19'], ['Sale Väinönkatu', 'Väinönkatu 28']]],
  ['70100', 'Kuopio', [['Apaja', 'Kauppakatu 39'], ['K-Market Puijonkatu', 'Puijonkatu 21'], ['Sale Minna Canthin katu', 'Minna Canthin katu 20']]],
  ['15100', 'Lahti', [['Trio', 'Aleksanterinkatu 18'], ['K-Market Vapaudenkatu', 'Vapaudenkatu 12'], ['Sale Rautatienkatu', 'Rautatienkatu 21']]],
  ['96100', 'Rovaniemi', [['Revontuli', 'Koskikatu 25'], ['K-Market Rovakatu', 'Rovakatu 14'], ['Sale Valtakatu', 'Valtakatu 22']]],
  ['80100', 'Joensuu', [['Iso Myy', 'Kauppakatu 33'], ['K-Market Siltakatu', 'Siltakatu 10'], ['Sale Torikatu', 'Torikatu 21']]],
  ['65100', 'Vaasa', [['Rewell Center', 'Rewell Center 2'], ['K-Market Hovioikeudenpuistikko', 'Hovioikeudenpuistikko 15'], ['Sale Kauppapuistikko', 'Kauppapuistikko 22']]],
  ['28100', 'Pori', [['Puuvilla', 'Puuvillankatu 2'], ['K-Market Yrjönkatu', 'Yrjönkatu 14'], ['Sale Antinkatu', 'Antinkatu 11']]],
];

/** Ids count from 1 in the order above; codes are the carrier's style, "FI-{postal code}-{nn}". */
export function buildPickupPoints(): PickupPoint[] {
  let id = 0;
  return LOCKERS.flatMap(([postalCode, city, points]) => points.map(([name, address], index): PickupPoint => ({
    id: ++id,
    methodId: DEMO_LOCKER_METHOD_ID,
    code: `FI-${postalCode}-${String(index + 1).padStart(2, '0')}`,
    name: `Kaira Locker ${name}`,
    address, postalCode, city,
    countryCode: 'fi',
  })));
}
