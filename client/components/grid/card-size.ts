import { CARD_SIZE_COOKIE, CARD_SIZE_MAX_AGE_SECONDS, type CardSize } from '../../../shared/grid/card-size.ts';

export type { CardSize };

/** Keeps the visitor's card size for a year (cat 9). */
export function saveCardSize(size: CardSize): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CARD_SIZE_COOKIE}=${size}; max-age=${CARD_SIZE_MAX_AGE_SECONDS}; path=/; samesite=lax${secure}`;
}
