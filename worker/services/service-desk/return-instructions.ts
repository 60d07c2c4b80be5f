/**
 * What the customer does with a return (issue 16 item 1 "the answer is a
 * return number, instructions and a confirmation mail"): where the parcel
 * goes, how to pack and send it, and when the money comes back (cat 9:
 * refund 1 to 5 days after the return is processed; an exchange's
 * replacement is held 3 weeks, EXCHANGE_HOLD_DAYS). The page and the mail say the same.
 */
import { countryName } from '../../../shared/order/order-display.ts';
import type { Translate } from '../../../shared/i18n.ts';
import type { Language } from '../../../shared/languages.ts';
import type { ReturnPlace } from '../../../shared/types/returns.ts';
import { EXCHANGE_HOLD_DAYS } from './release-exchanges.ts';
import { HOME_COUNTRY, type ReturnableOrder } from './returnable-order.ts';

/** The address lines of the place; the country is named for a parcel sent from abroad. */
export function returnPlaceOf(returnable: Pick<ReturnableOrder, 'store' | 'byPost' | 'abroad'>, t: Translate, language: Language, brandName: string): ReturnPlace {
  const { store, byPost, abroad } = returnable;
  const name = byPost ? t('returns.place.postName', { brand: brandName }) : store?.name ?? brandName;
  const lines = store ? [store.streetAddress, `${store.postalCode} ${store.city}`.trim()].filter((line) => line !== '') : [];
  if (abroad && lines.length > 0) lines.push(countryName(HOME_COUNTRY, language));
  return { name, address_lines: lines, by_post: byPost };
}

interface InstructionInput {
  caseNumber: string;
  email: string;
  place: ReturnPlace;
  abroad: boolean;
  exchange: boolean;
}

export function returnInstructions(t: Translate, { caseNumber, email, place, abroad, exchange }: InstructionInput): string[] {
  const send = !place.by_post ? t('returns.instructions.store', { store: place.name })
    : abroad ? t('returns.instructions.postAbroad') : t('returns.instructions.post');
  return [
    t('returns.instructions.pack', { number: caseNumber }),
    send,
    t('returns.instructions.refund'),
    ...(exchange ? [t('returns.instructions.exchange', { days: EXCHANGE_HOLD_DAYS })] : []),
    t('returns.instructions.follow', { email }),
  ];
}
